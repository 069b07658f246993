import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import { formatCalendarDay } from '@quadro/contract/formatting';

/** Where a year's cycle stands on `today` (YYYY-MM-DD), with the day its stage closes. */
export function cycleStageText({ year, opened, stage, dates }: EvaluationCycle, today: string) {
  if (!opened) return `The ${year} evaluation cycle is not open yet.`;
  switch (stage) {
    case 'goals':
      return `Goal setting until ${formatCalendarDay(dates.goalsBy)}`;
    case 'self':
      return today < dates.selfAssessmentFrom
        ? `Self-assessment from ${formatCalendarDay(dates.selfAssessmentFrom)} until ${formatCalendarDay(dates.selfAssessmentBy)}`
        : `Self-assessment open until ${formatCalendarDay(dates.selfAssessmentBy)}`;
    case 'evaluator':
      return `Evaluator assessment until ${formatCalendarDay(dates.evaluatorAssessmentBy)}`;
    case 'closed':
      return `The ${year} cycle closed on ${formatCalendarDay(dates.evaluatorAssessmentBy)}`;
  }
}
