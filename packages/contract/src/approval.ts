import { z } from 'zod';

export const APPROVAL_STATUSES = [
  'PendingSubmission',
  'PendingApproval',
  'Approved',
  'Rejected',
] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  PendingSubmission: 'Pending Submission',
  PendingApproval: 'Pending Approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
};

export const APPROVAL_ACTIONS = ['submit', 'approve', 'reject', 'reopen'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * The allowed moves. A rejected item goes back to PendingSubmission to be corrected ('reopen')
 * and submitted again; an approved item is final.
 */
export const APPROVAL_TRANSITIONS: Record<
  ApprovalAction,
  { from: readonly ApprovalStatus[]; to: ApprovalStatus }
> = {
  submit: { from: ['PendingSubmission'], to: 'PendingApproval' },
  approve: { from: ['PendingApproval'], to: 'Approved' },
  reject: { from: ['PendingApproval'], to: 'Rejected' },
  reopen: { from: ['Rejected'], to: 'PendingSubmission' },
};

export const REJECTION_REASON_MAX_LENGTH = 1000;
export const rejectionReasonSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(REJECTION_REASON_MAX_LENGTH);
