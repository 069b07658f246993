import type { GoalView } from '@quadro/contract/evaluation-calls';
import { needsComment } from '@quadro/contract/evaluation-rules';
import { EVALUATION_MESSAGES, type GoalScore } from '@quadro/contract/evaluations';
import { z } from 'zod';

/** One goal's row of a scoring form: no score yet is null. */
export interface ScoreRow {
  goalId: string;
  score: number | null;
  comment: string;
}

export interface ScoreRows {
  scores: ScoreRow[];
}

/** The employee's own scores, or the evaluator's, of each goal as the form starts. */
export function scoreRowsOf(goals: readonly GoalView[], scorer: 'self' | 'evaluator'): ScoreRows {
  return {
    scores: goals.map((goal) => ({
      goalId: goal.id,
      score: scorer === 'self' ? goal.selfScore : goal.evaluatorScore,
      comment: (scorer === 'self' ? goal.selfComment : goal.evaluatorComment) ?? '',
    })),
  };
}

/**
 * A draft may leave goals unscored: the rows are checked as the contract's goalScoreSchema checks a
 * scored one (a 1 or a 5 needs a comment), an unscored one passes.
 */
const scoreRowSchema = z
  .object({ goalId: z.string(), score: z.number().nullable(), comment: z.string().max(2000) })
  .superRefine((row, context) => {
    if (row.score !== null && needsComment(row.score) && row.comment.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: EVALUATION_MESSAGES.commentNeeded(row.score as 1 | 5),
      });
    }
  });

export const scoreRowsSchema = z.object({ scores: z.array(scoreRowSchema) });

/** The scored rows, as the API takes them, and where each sits in the form. */
export function scoresToSend(rows: readonly ScoreRow[]): {
  scores: GoalScore[];
  rowIndexes: number[];
} {
  const rowIndexes = rows.flatMap((row, index) => (row.score === null ? [] : [index]));
  const scores = rowIndexes.map((index) => {
    const row = rows[index] as ScoreRow & { score: number };
    return { goalId: row.goalId, score: row.score, comment: row.comment.trim() };
  });
  return { scores, rowIndexes };
}

/** The rows still without a score (sending needs every goal scored). */
export const unscoredRows = (rows: readonly ScoreRow[]) =>
  rows.flatMap((row, index) => (row.score === null ? [index] : []));

/** An API field of the sent scores ('scores.1.comment') as the form names it ('scores.3.comment'). */
export function formFieldOf(field: string, rowIndexes: readonly number[]): string {
  const match = /^scores\.(\d+)(\..*)?$/.exec(field);
  if (!match) return field;
  const row = rowIndexes[Number(match[1])];
  return row === undefined ? field : `scores.${row}${match[2] ?? ''}`;
}
