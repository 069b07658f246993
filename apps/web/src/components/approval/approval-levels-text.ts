import type { ApprovalLevels } from '@quadro/contract/approval';
import { formatDateTime } from '@quadro/contract/formatting';

const VERBS = { approve: 'approved', reject: 'rejected', modify: 'reopened' } as const;

/**
 * Each level's decision of an item with more than one level, who and when, and the level it waits
 * for: 'Level 1 approved by Sofia Almeida on 10/11/2026 10:00 · waiting for level 2 of 2'. Nothing
 * for an item of a one-level kind, whose state says it all.
 */
export function approvalLevelsText(levels: ApprovalLevels | undefined): string {
  if (!levels || levels.count < 2) return '';
  const parts = levels.decisions.map(
    (decision) =>
      `Level ${decision.level} ${VERBS[decision.decision]} by ${decision.decidedBy.name} on ${formatDateTime(decision.decidedAt)}`,
  );
  if (levels.waitingFor) parts.push(`waiting for level ${levels.waitingFor} of ${levels.count}`);
  return parts.join(' · ');
}
