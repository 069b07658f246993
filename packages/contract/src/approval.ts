import { z } from 'zod';

export const APPROVAL_STATUSES = [
  'PendingSubmission',
  'PendingApproval',
  'Approved',
  'Rejected',
  'InModification',
] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  PendingSubmission: 'Pending Submission',
  PendingApproval: 'Pending Approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
  InModification: 'In Modification',
};

export const APPROVAL_ACTIONS = ['submit', 'approve', 'reject', 'reopen', 'modify'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export interface ApprovalMove {
  from: readonly ApprovalStatus[];
  to: ApprovalStatus;
}
/** The moves one kind of item allows; an action it leaves out is refused. */
export type ApprovalWorkflow = Partial<Record<ApprovalAction, ApprovalMove>>;

/**
 * The usual moves. A rejected item goes back to PendingSubmission to be corrected ('reopen') and
 * submitted again; an approved item is final.
 */
export const APPROVAL_TRANSITIONS: ApprovalWorkflow = {
  submit: { from: ['PendingSubmission'], to: 'PendingApproval' },
  approve: { from: ['PendingApproval'], to: 'Approved' },
  reject: { from: ['PendingApproval'], to: 'Rejected' },
  reopen: { from: ['Rejected'], to: 'PendingSubmission' },
};

/**
 * The usual moves plus 'modify': an approver reopens a pending or approved item for changes (In
 * Modification), and its owner submits it again from there, or straight from Rejected once fixed.
 */
export const REOPENABLE_WORKFLOW: ApprovalWorkflow = {
  ...APPROVAL_TRANSITIONS,
  submit: { from: ['PendingSubmission', 'Rejected', 'InModification'], to: 'PendingApproval' },
  modify: { from: ['PendingApproval', 'Approved'], to: 'InModification' },
};

export const REJECTION_REASON_MAX_LENGTH = 1000;
export const rejectionReasonSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(REJECTION_REASON_MAX_LENGTH);
