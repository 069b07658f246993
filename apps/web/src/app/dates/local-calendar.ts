const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The browser's local month of a moment, as `2026-11`. */
export const localMonth = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`;

/** The browser's local calendar day of a moment, as `2026-11-24`. */
export const localDay = (date: Date) => `${localMonth(date)}-${twoDigits(date.getDate())}`;

/**
 * A moment's time of day on a calendar day ('2026-11-24') in the browser's zone: what a calendar
 * widget, which reads local dates, should take as "now" when today is the company's day.
 */
export function onDay(day: string, moment: Date): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = new Date(moment);
  local.setFullYear(year, month - 1, date);
  return local;
}
