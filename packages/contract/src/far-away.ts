import { parseDay } from './calendar-days.ts';
import { PORTAL_TIME_ZONE } from './formatting.ts';

/** Spec §9: a date is far away when more than this many days from today. */
export const FAR_AWAY_DAYS = 7;

const MS_PER_DAY = 86_400_000;
const isoDay = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of `now` in the company's time zone (`2026-11-28`). */
export function companyToday(now: Date = new Date(), timeZone = PORTAL_TIME_ZONE): string {
  return isoDay(timeZone).format(now);
}

/** Days from `today` to `day`: negative when it is past. */
export function daysFromToday(day: string, today: string): number {
  return Math.round((parseDay(day).getTime() - parseDay(today).getTime()) / MS_PER_DAY);
}

export function isFarAway(day: string, today: string): boolean {
  return Math.abs(daysFromToday(day, today)) > FAR_AWAY_DAYS;
}

/**
 * A day near today in words ('today', 'tomorrow', 'in 3 days', 'yesterday', '3 days ago'); `null`
 * when it is far away, where the date itself says more than a count of days.
 */
export function nearDayText(day: string, today: string): string | null {
  if (isFarAway(day, today)) return null;
  const days = daysFromToday(day, today);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}
