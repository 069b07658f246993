/**
 * The day's celebrations, as pure rules on ISO dates (YYYY-MM-DD) of the company's calendar:
 * which birthdays and start dates fall on a day, and how many years an anniversary counts.
 */

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function partsOf(isoDate: string): { year: number; monthDay: string } {
  const match = /^(\d{4})-(\d{2}-\d{2})$/.exec(isoDate);
  if (!match?.[1] || !match[2]) throw new Error(`Not an ISO date: ${isoDate}`);
  return { year: Number(match[1]), monthDay: match[2] };
}

/**
 * The month and day ('MM-DD') of the dates celebrated on `today`: its own, and on 28 February of a
 * common year also 29 February, so a leap-day birthday or start is never skipped.
 */
export function celebratedMonthDays(today: string): string[] {
  const { year, monthDay } = partsOf(today);
  return monthDay === '02-28' && !isLeapYear(year) ? ['02-28', '02-29'] : [monthDay];
}

/** Whether a birthday or start date (any year) is celebrated on `today`. */
export function isCelebratedOn(date: string, today: string): boolean {
  return celebratedMonthDays(today).includes(partsOf(date).monthDay);
}

/** The first day of `today`'s year: a start date before it has at least one full year on its day. */
export function firstDayOfYear(today: string): string {
  return `${partsOf(today).year}-01-01`;
}

/**
 * Full years at the company on the anniversary of a start in `startYear` that falls on `today`;
 * null before the first one (a start this year, or in the future).
 */
export function anniversaryYears(startYear: number, today: string): number | null {
  const years = partsOf(today).year - startYear;
  return years >= 1 ? years : null;
}
