import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import { type EvaluationState, fromHundredths } from '@quadro/contract/evaluation-rules';
import type { EvaluationListRow } from './evaluation-list.repository.ts';

const SELF_SUBMITTED: readonly EvaluationState[] = ['EvaluatorAssessment', 'Published'];

/** The self-assessment was sent: the evaluation is past it (or was suspended past it). */
export const selfAssessmentSubmitted = (
  state: EvaluationState,
  suspendedFrom: EvaluationState | null,
) =>
  SELF_SUBMITTED.includes(state) ||
  (state === 'Suspended' && suspendedFrom !== null && SELF_SUBMITTED.includes(suspendedFrom));

const scoreOf = (hundredths: number | null) =>
  hundredths === null ? null : fromHundredths(hundredths);

/** A listed evaluation as its managers read it (drafts of the final score included). */
export function toEvaluationRow(
  row: EvaluationListRow,
  hasPermissionToManageMember: boolean,
): EvaluationRow {
  return {
    id: row.id,
    year: row.year,
    state: row.state,
    suspendedFrom: row.suspendedFrom,
    member: { id: row.memberId, name: row.memberName },
    team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
    goalsCount: row.goalsCount,
    selfScore: selfAssessmentSubmitted(row.state, row.suspendedFrom)
      ? scoreOf(row.selfHundredths)
      : null,
    finalScore: scoreOf(row.finalHundredths),
    acknowledged: row.acknowledged,
    hasPermissionToManageMember,
  };
}
