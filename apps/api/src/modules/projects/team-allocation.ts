/** A share of someone's time over days from `startedAt` to `endedAt` (inclusive; null: open). */
export interface AllocatedPeriod {
  allocation: number;
  startedAt: string;
  endedAt: string | null;
}

const covers = (period: AllocatedPeriod, day: string) =>
  period.startedAt <= day && (period.endedAt === null || period.endedAt >= day);

/**
 * The highest total share of the person's time on any day of `period`, counting `period` and every
 * other period given. The total only rises where a period starts, so those days are enough.
 */
export function peakAllocation(
  period: AllocatedPeriod,
  others: readonly AllocatedPeriod[],
): number {
  const days = [period.startedAt, ...others.map((other) => other.startedAt)].filter((day) =>
    covers(period, day),
  );
  let peak = 0;
  for (const day of days) {
    const total = [period, ...others]
      .filter((entry) => covers(entry, day))
      .reduce((sum, entry) => sum + entry.allocation, 0);
    peak = Math.max(peak, total);
  }
  return peak;
}
