/**
 * Calendar days as ISO strings ('2026-12-01'), computed in UTC so no time zone or daylight-saving
 * change can move a day.
 */

const MS_PER_DAY = 86_400_000;

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * MS_PER_DAY));
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  return parseDay(day).getUTCDay() || 7;
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day of a month given as 'YYYY-MM'. */
export const firstDayOf = (month: string) => `${month}-01`;

/** The last day of a month given as 'YYYY-MM'. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return formatDay(new Date(Date.UTC(year, monthNumber, 0)));
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month before a 'YYYY-MM'. */
export function previousMonth(month: string): string {
  return monthOf(addDays(firstDayOf(month), -1));
}
