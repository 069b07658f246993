import { fromCents, toCents } from './money.ts';
import { countWorkingDays, type WorkPattern } from './working-days.ts';

/** Months of base salary a Portuguese employer pays in a year: twelve, vacation and Christmas. */
export const SALARY_MONTHS_A_YEAR = 14n;

/** a ÷ b rounded half up, both non-negative, b > 0. */
const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/**
 * A person's working hours in a year: their working days (weekdays they work, minus the holidays
 * of the pattern) times their daily hours, as a two-decimal string.
 */
export function workingHoursInYear(year: number, pattern: WorkPattern, dailyHours: string): string {
  const days = countWorkingDays(`${year}-01-01`, `${year}-12-31`, pattern);
  return fromCents(BigInt(days) * toCents(dailyHours));
}

/**
 * What an hour of a person costs the company: base salary × 14 × (1 + employer social security
 * rate ÷ 100) ÷ working hours in the year, in euros to the cent, rounded half up, exactly (no
 * float). All three arguments are decimal strings with at most two decimals ('2000.00', '23.75',
 * '1992.00'); zero working hours cost nothing.
 */
export function hourCost(
  baseSalary: string,
  socialSecurityRate: string,
  workingHours: string,
): string {
  const hours = toCents(workingHours);
  if (hours <= 0n) return '0.00';
  // base (cents) × 14 × (10000 + rate in hundredths of a percent) ÷ (10000 × hours in hundredths) is
  // euros per hour; × 100 for cents.
  const numerator =
    toCents(baseSalary) * SALARY_MONTHS_A_YEAR * (10000n + toCents(socialSecurityRate));
  return fromCents(divideHalfUp(numerator, 100n * hours));
}

/** Hours (two decimals) at an hour cost: the cost in euros to the cent, rounded half up. */
export function costOfHours(hours: string, cost: string): string {
  return fromCents(divideHalfUp(toCents(hours) * toCents(cost), 100n));
}
