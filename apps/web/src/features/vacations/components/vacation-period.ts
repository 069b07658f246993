import { nearDayText } from '@quadro/contract/far-away';
import { formatCalendarDay } from '@quadro/contract/formatting';

/** '28/12/2026 – 04/01/2027', or one day with '(half day)'. */
export function periodText(period: { start: string; end: string; halfDay: boolean }): string {
  if (period.start === period.end) {
    return `${formatCalendarDay(period.start)}${period.halfDay ? ' (half day)' : ''}`;
  }
  return `${formatCalendarDay(period.start)} – ${formatCalendarDay(period.end)}`;
}

/** When a period near today starts, in words ('Starts in 3 days'); nothing when it is far away. */
export function startHint(period: { start: string }, today: string): string | null {
  const near = nearDayText(period.start, today);
  if (!near) return null;
  return period.start >= today ? `Starts ${near}` : `Started ${near}`;
}
