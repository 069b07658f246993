import type { EvaluationRow, TeamReport } from '@quadro/contract/evaluation-calls';
import {
  averageScore,
  EVALUATION_SCORES,
  EVALUATION_STATES,
  fromHundredths,
  SCORE_LABELS,
} from '@quadro/contract/evaluation-rules';

/** A team member's evaluation as the report sums it: its row and its goals' evaluator scores. */
export interface ReportedEvaluation {
  row: EvaluationRow;
  goalsScored: number;
  goalsAchieved: number;
}

type TeamReportSums = Pick<
  TeamReport,
  | 'progress'
  | 'averageFinalScore'
  | 'averageSelfScore'
  | 'selfEvaluatorGap'
  | 'spread'
  | 'goalsAchieved'
  | 'goalsScored'
>;

const hundredthsOf = (score: string) => Math.round(Number(score) * 100);

/** A decimal score rounded half up to a whole score: '3.50' → 4. */
export const wholeScoreOf = (score: string) => Math.floor((hundredthsOf(score) + 50) / 100);

/** The difference of two decimal scores, signed, two decimals: '0.25', '-0.40', '0.00'. */
export function signedDifference(minuend: string, subtrahend: string): string {
  const difference = hundredthsOf(minuend) - hundredthsOf(subtrahend);
  return `${difference < 0 ? '-' : ''}${fromHundredths(Math.abs(difference))}`;
}

const presentScores = (scores: (string | null)[]) =>
  scores.filter((score): score is string => score !== null);

/**
 * The report's numbers: progress over every state; the averages, the spread, the gap and the
 * goals over published evaluations only (a suspended one counts nowhere until resumed).
 */
export function teamReportSums(evaluations: readonly ReportedEvaluation[]): TeamReportSums {
  const progress = Object.fromEntries(
    EVALUATION_STATES.map((state) => [
      state,
      evaluations.filter(({ row }) => row.state === state).length,
    ]),
  ) as TeamReport['progress'];
  const published = evaluations.filter(({ row }) => row.state === 'Published');
  const finals = presentScores(published.map(({ row }) => row.finalScore));
  const averageFinalScore = averageScore(finals);
  const averageSelfScore = averageScore(presentScores(published.map(({ row }) => row.selfScore)));
  return {
    progress,
    averageFinalScore,
    averageSelfScore,
    selfEvaluatorGap:
      averageSelfScore && averageFinalScore
        ? signedDifference(averageSelfScore, averageFinalScore)
        : null,
    spread: EVALUATION_SCORES.map((score) => ({
      score,
      label: SCORE_LABELS[score],
      count: finals.filter((final) => wholeScoreOf(final) === score).length,
    })),
    goalsAchieved: published.reduce((sum, evaluation) => sum + evaluation.goalsAchieved, 0),
    goalsScored: published.reduce((sum, evaluation) => sum + evaluation.goalsScored, 0),
  };
}
