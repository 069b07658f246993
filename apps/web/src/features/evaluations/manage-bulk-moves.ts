import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import { EVALUATION_WORKFLOW } from '@quadro/contract/evaluation-rules';

/** The moves the manage list takes on many evaluations at once. */
export const BULK_MOVES = [
  {
    action: 'startSelfAssessment',
    label: 'Start self-assessment',
    verb: 'Start the self-assessment of',
  },
  { action: 'publish', label: 'Publish', verb: 'Publish' },
] as const;
export type BulkMove = (typeof BULK_MOVES)[number];
export type BulkAction = BulkMove['action'];

/** Of the picked rows, those the move may take (by the transition table) and the user manages. */
export function idsForMove(
  rows: readonly EvaluationRow[],
  picked: ReadonlySet<string>,
  action: BulkAction,
): string[] {
  const from: readonly string[] = EVALUATION_WORKFLOW[action].from;
  return rows
    .filter((row) => picked.has(row.id) && row.hasPermissionToManageMember)
    .filter((row) => from.includes(row.state))
    .map((row) => row.id);
}

/** The confirmation's question: 'Publish 3 evaluations?'. */
export function moveQuestion(move: BulkMove, count: number): string {
  return `${move.verb} ${count === 1 ? '1 evaluation' : `${count} evaluations`}?`;
}
