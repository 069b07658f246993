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

export const APPROVAL_DECISIONS = ['approve', 'reject', 'modify'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** One level's decision on an item, kept and shown on it: who, how, when (and why, on a rejection). */
export const approvalLevelDecisionSchema = z.object({
  level: z.number().int().min(1),
  decision: z.enum(APPROVAL_DECISIONS),
  reason: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }),
  decidedAt: z.string(),
});
export type ApprovalLevelDecision = z.infer<typeof approvalLevelDecisionSchema>;

/**
 * An item's approval levels: how many its kind has now, which one it waits for (null when it waits
 * for none) and the decisions of its latest round, first level first.
 */
export const approvalLevelsSchema = z.object({
  count: z.number().int().min(1),
  waitingFor: z.number().int().min(1).nullable(),
  decisions: z.array(approvalLevelDecisionSchema),
});
export type ApprovalLevels = z.infer<typeof approvalLevelsSchema>;

export const APPROVAL_LEVEL_MESSAGES = {
  notYourLevel: (label: string, level: number, profiles: readonly string[]) =>
    `This ${label} waits for approval level ${level}, decided by ${profiles.join(', ')}.`,
  decidedEarlierLevel: (label: string) =>
    `You decided an earlier level of this ${label}: another person decides the next one.`,
} as const;
