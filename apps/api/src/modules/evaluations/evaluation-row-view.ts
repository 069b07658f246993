import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import { fromHundredths } from '@quadro/contract/evaluation-rules';
import type { EvaluationListRow } from './evaluation-list.repository.ts';
import { partsShownTo } from './evaluation-visibility.ts';

const scoreOf = (hundredths: number | null) =>
  hundredths === null ? null : fromHundredths(hundredths);

/** What the viewer is to a listed evaluation: its member, and whether they manage it. */
export interface ListViewer {
  own: boolean;
  manages: boolean;
}

/**
 * A listed evaluation as its viewer reads it: managers the drafts of the final score; the member
 * (a co-evaluator of their own team, the CTO in a team) what their own page shows, no draft.
 */
export function toEvaluationRow(row: EvaluationListRow, viewer: ListViewer): EvaluationRow {
  const shown = partsShownTo(row, viewer);
  return {
    id: row.id,
    year: row.year,
    state: row.state,
    suspendedFrom: row.suspendedFrom,
    member: { id: row.memberId, name: row.memberName },
    team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
    goalsCount: row.goalsCount,
    selfScore: shown.selfScore ? scoreOf(row.selfHundredths) : null,
    finalScore: shown.evaluator ? scoreOf(row.finalHundredths) : null,
    acknowledged: row.acknowledged,
    hasPermissionToManageMember: viewer.manages,
  };
}
