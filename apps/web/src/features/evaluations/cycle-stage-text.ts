import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { MONTHS } from '@quadro/contract/months';

/** '2026-12-31' → '31 December'. */
export function dayAndMonth(day: string): string {
  const [, month = 1, date = 1] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]?.name ?? ''}`;
}

/** What runs now in the year's cycle, as the employee's dashboard card says it. */
export function openNowText(cycle: EvaluationCycle, today: string): string {
  const { dates } = cycle;
  if (!cycle.opened) return `The ${cycle.year} evaluation cycle is not open yet`;
  switch (cycle.stage) {
    case 'goals':
      return `Goals are being set until ${dayAndMonth(dates.goalsBy)}`;
    case 'self':
      return `Self-assessment open until ${dayAndMonth(dates.selfAssessmentBy)}`;
    case 'evaluator':
      return `Evaluator assessment until ${dayAndMonth(dates.evaluatorAssessmentBy)}`;
    case 'closed':
      return today < dates.selfAssessmentFrom
        ? `Self-assessment opens on ${dayAndMonth(dates.selfAssessmentFrom)}`
        : `The ${cycle.year} evaluation cycle is closed`;
  }
}
