import type { QueueAction } from './approval-decision-dialog.tsx';

/** A decision on many records at once, as the bulk approval endpoints take it. */
export type BulkDecision =
  | { ids: string[]; decision: 'approve' }
  | { ids: string[]; decision: 'reject'; reason: string };

/**
 * The body of a bulk approval call: a rejection carries its reason without the blanks around it
 * (the dialog refuses a blank one before anything is sent), an approval none.
 */
export function bulkDecision(
  action: QueueAction,
  ids: string[],
  reason: string | undefined,
): BulkDecision {
  return action === 'reject'
    ? { ids, decision: 'reject', reason: reason?.trim() ?? '' }
    : { ids, decision: 'approve' };
}
