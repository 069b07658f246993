import { z } from 'zod';
import { requiredOr } from './required-message.ts';

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

/** What a kind changes in the one approval workflow; every kind declares its own (none: the usual). */
export interface ApprovalVariations {
  /**
   * An approver reopens a pending or approved item for changes ('modify', In Modification), and
   * its owner changes it and submits it again from there.
   */
  reopenable?: boolean;
}

/**
 * The states an owner changes, removes and submits an item in: before it is sent, once it was
 * rejected, and for a reopenable kind once an approver reopened it.
 */
export const editableStatuses = (variations: ApprovalVariations = {}): readonly ApprovalStatus[] =>
  variations.reopenable
    ? ['PendingSubmission', 'Rejected', 'InModification']
    : ['PendingSubmission', 'Rejected'];

export const isApprovalEditable = (status: string, variations: ApprovalVariations = {}) =>
  (editableStatuses(variations) as readonly string[]).includes(status);

/**
 * The one workflow of every approvable kind: its owner submits it from an editable state, a
 * decider approves (final) or rejects it; a rejected item is fixed and submitted again, or first
 * reopened ('reopen') to Pending Submission. A reopenable kind adds 'modify'.
 */
export function approvalWorkflow(variations: ApprovalVariations = {}): ApprovalWorkflow {
  return {
    submit: { from: editableStatuses(variations), to: 'PendingApproval' },
    approve: { from: ['PendingApproval'], to: 'Approved' },
    reject: { from: ['PendingApproval'], to: 'Rejected' },
    reopen: { from: ['Rejected'], to: 'PendingSubmission' },
    ...(variations.reopenable && {
      modify: { from: ['PendingApproval', 'Approved'], to: 'InModification' },
    }),
  };
}

export const REJECTION_REASON_MAX_LENGTH = 1000;
export const rejectionReasonSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(REJECTION_REASON_MAX_LENGTH);

/** The most items one decision takes: the largest any kind took before they shared one schema. */
export const DECISION_MAX_ITEMS = 1000;

/** A decision's own fields: approve, or reject with a reason (rejectionReasonSchema, on reject only). */
export const decisionFields = {
  decision: z.enum(['approve', 'reject'], { error: requiredOr('Pick approve or reject') }),
  reason: z.string().optional(),
};

/** The one reason rule: a rejection says why; an approval's reason, if sent, is ignored. */
export function checkDecisionReason(
  input: { decision: 'approve' | 'reject'; reason?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.decision !== 'reject') return;
  const reason = rejectionReasonSchema.safeParse(input.reason ?? '');
  for (const issue of reason.success ? [] : reason.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['reason'] });
  }
}

/**
 * The body of every kind's bulk decision (PUT …/approval): the selected items, approved or
 * rejected with a reason, all or none. `none` words the refusal of an empty selection.
 */
export const bulkDecisionSchema = (none: string) =>
  z
    .object({
      ids: z.array(z.uuid()).min(1, none).max(DECISION_MAX_ITEMS),
      ...decisionFields,
    })
    .strict()
    .superRefine(checkDecisionReason);
export type BulkDecision = z.infer<ReturnType<typeof bulkDecisionSchema>>;

/** What a bulk decision answers: the toast's text and how many items it decided. */
export const decisionResultSchema = z.object({
  message: z.string(),
  decided: z.number(),
});

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
