export type JobPeriod = 'minute' | 'hour' | 'day' | 'month';

/** How much of an ISO timestamp names the period: 2026-11-22T10:15:00.123Z cut after the unit. */
const KEY_LENGTH: Record<JobPeriod, number> = { month: 7, day: 10, hour: 13, minute: 16 };

/** Periods are UTC: every instance agrees on them whatever its local time zone. */
export function periodKey(period: JobPeriod, at: Date): string {
  return at.toISOString().slice(0, KEY_LENGTH[period]);
}
