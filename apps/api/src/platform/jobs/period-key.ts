export type JobPeriod = 'minute' | 'hour' | 'day' | 'month';

/** How much of an ISO timestamp names the period: 2026-11-22T10:15:00.123Z cut after the unit. */
const KEY_LENGTH: Record<JobPeriod, number> = { month: 7, day: 10, hour: 13, minute: 16 };

/** Periods are UTC: every instance agrees on them whatever its local time zone. */
export function periodKey(period: JobPeriod, at: Date): string {
  return at.toISOString().slice(0, KEY_LENGTH[period]);
}

/** Where the period after the one holding `at` starts (UTC). */
export function nextPeriodStart(period: JobPeriod, at: Date): Date {
  const next = new Date(at);
  if (period === 'month') next.setUTCMonth(next.getUTCMonth() + 1, 1);
  if (period === 'month' || period === 'day') next.setUTCHours(0, 0, 0, 0);
  if (period === 'day') next.setUTCDate(next.getUTCDate() + 1);
  if (period === 'hour') next.setUTCHours(next.getUTCHours() + 1, 0, 0, 0);
  if (period === 'minute') next.setUTCMinutes(next.getUTCMinutes() + 1, 0, 0);
  return next;
}
