import { EVALUATION_SCORES, SCORE_LABELS } from '@quadro/contract/evaluation-rules';

/** The scores 1 to 5 as a select offers them: '3 – Meets expectations'. */
export const SCORE_OPTIONS = EVALUATION_SCORES.map((score) => ({
  value: score,
  label: `${score} – ${SCORE_LABELS[score]}`,
}));

/** A score as a table shows it, or a dash while there is none. */
export function scoreText(score: number | null): string {
  if (score === null) return '–';
  return SCORE_OPTIONS.find((option) => option.value === score)?.label ?? String(score);
}
