import { formatCalendarDay } from '@quadro/contract/formatting';

/** '28/12/2026 – 04/01/2027', or one day with '(half day)'. */
export function periodText(period: { start: string; end: string; halfDay: boolean }): string {
  if (period.start === period.end) {
    return `${formatCalendarDay(period.start)}${period.halfDay ? ' (half day)' : ''}`;
  }
  return `${formatCalendarDay(period.start)} – ${formatCalendarDay(period.end)}`;
}
