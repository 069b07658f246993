import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { MONTHS } from '@quadro/contract/months';

/** '2026-12-31' → '31 December'. */
export function dayAndMonth(day: string): string {
  const [, month = 1, date = 1] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]?.name ?? ''}`;
}

/** What the year's cycle asks on `today` (YYYY-MM-DD), with the day its stage closes. */
export function cycleStageText({ year, opened, stage, dates }: EvaluationCycle, today: string) {
  if (!opened) return `The ${year} evaluation cycle is not open yet`;
  switch (stage) {
    case 'goals':
      return `Goals are being set until ${dayAndMonth(dates.goalsBy)}`;
    case 'self':
      return today < dates.selfAssessmentFrom
        ? `Self-assessment from ${dayAndMonth(dates.selfAssessmentFrom)} until ${dayAndMonth(dates.selfAssessmentBy)}`
        : `Self-assessment open until ${dayAndMonth(dates.selfAssessmentBy)}`;
    case 'evaluator':
      return `Evaluator assessment until ${dayAndMonth(dates.evaluatorAssessmentBy)}`;
    case 'closed':
      return `The ${year} evaluation cycle is closed`;
  }
}
