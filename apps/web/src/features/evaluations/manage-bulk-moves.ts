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

/**
 * A refused move as the list says it: the API names the evaluation by its place in the ids sent
 * (`ids.1`), the list names its member: 'Bruno Dias: Score every goal first: Goal 1'.
 */
export function moveRefusal(
  body: unknown,
  fallback: string,
  sent: readonly string[],
  rows: readonly EvaluationRow[],
): string {
  const fields = (body as { fields?: { field?: unknown; message?: unknown }[] } | null)?.fields;
  const first = Array.isArray(fields) ? fields[0] : undefined;
  const index = /^ids\.(\d+)$/.exec(String(first?.field ?? ''))?.[1];
  const member = rows.find((row) => row.id === sent[Number(index)])?.member.name;
  const message = typeof first?.message === 'string' ? first.message : fallback;
  return index !== undefined && member ? `${member}: ${message}` : fallback;
}
