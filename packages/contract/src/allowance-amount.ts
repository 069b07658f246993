import { addDays } from './calendar-days.ts';
import { fromCents, toCents } from './money.ts';
import { fullMonthsBetween } from './vacation-balance.ts';

/**
 * The vacation and Christmas allowances ("subsídio de férias", "subsídio de Natal") of Portuguese
 * labour law: each a month of the base salary, proportional in the years of hiring and leaving.
 */

/** A vacation allowance of a full year pays for this many days of vacation. */
export const VACATION_ALLOWANCE_DAYS = 22;

/** When a person works: from the start date, until the day before `leftOn` (null: still here). */
export interface Employment {
  startDate: string | null;
  /** The first day no longer employed (the last contract's end), or null. */
  leftOn: string | null;
}

/** A part of a month's salary, as an exact fraction. */
export interface Proportion {
  numerator: number;
  denominator: number;
}

const firstDayOfYear = (year: number) => `${year}-01-01`;

/** The first and last day of `year` the person works, or null when they do not work in it. */
export function serviceInYear(
  year: number,
  employment: Employment,
): { from: string; until: string } | null {
  const from =
    employment.startDate && employment.startDate > firstDayOfYear(year)
      ? employment.startDate
      : firstDayOfYear(year);
  const lastOfYear = `${year}-12-31`;
  const lastDay = employment.leftOn ? addDays(employment.leftOn, -1) : lastOfYear;
  const until = lastDay < lastOfYear ? lastDay : lastOfYear;
  return from <= until ? { from, until } : null;
}

/**
 * Full months of service in `year` (the spec's "employee full months"): a whole year is 12; a
 * person hired on 10 March has 9 (10 March to 10 December), one leaving on 1 July has 6.
 */
export function monthsOfService(year: number, employment: Employment): number {
  const service = serviceInYear(year, employment);
  if (!service) return 0;
  return Math.min(12, fullMonthsBetween(service.from, addDays(service.until, 1)));
}

/** Christmas: months of service ÷ 12. */
export function christmasProportion(year: number, employment: Employment): Proportion {
  return { numerator: monthsOfService(year, employment), denominator: 12 };
}

/**
 * Vacations: vacation days earned ÷ 22. In the hiring year `daysPerMonth` per full month up to
 * `cap` (2 and 20 by law); in the leaving year 22 in proportion to the months of service; a whole
 * year in between pays a full month.
 */
export function vacationsProportion(
  year: number,
  employment: Employment,
  hiringYear: { daysPerMonth: number; cap: number },
): Proportion {
  const months = monthsOfService(year, employment);
  if (months === 0) return { numerator: 0, denominator: VACATION_ALLOWANCE_DAYS };
  const hired = employment.startDate?.startsWith(`${year}-`) ?? false;
  if (hired) {
    const earned = Math.min(hiringYear.cap, months * hiringYear.daysPerMonth);
    return {
      numerator: Math.min(VACATION_ALLOWANCE_DAYS, earned),
      denominator: VACATION_ALLOWANCE_DAYS,
    };
  }
  return { numerator: months, denominator: 12 };
}

/** `amount` × proportion to the cent, half a cent rounded up, without a float. */
export function proportionOf(amount: string, proportion: Proportion): string {
  const numerator = toCents(amount) * BigInt(proportion.numerator);
  const denominator = BigInt(proportion.denominator);
  return fromCents((numerator * 2n + denominator) / (denominator * 2n));
}

export const ALLOWANCE_SCHEDULE_KEYS = ['FULL', 'TWELFTHS', 'HALF_TWELFTHS'] as const;
export type AllowanceSchedule = (typeof ALLOWANCE_SCHEDULE_KEYS)[number];

export interface AllowanceInstalment {
  /** 1 to 12, of the plan's year. */
  month: number;
  amount: string;
  /** A twelfth paid with that month's salary, or the part paid in full. */
  part: 'twelfth' | 'full';
}

/** Splits `cents` into `count` parts of equal cents, the last taking the remainder. */
function equalParts(cents: bigint, count: number): bigint[] {
  const part = cents / BigInt(count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? cents - part * BigInt(count - 1) : part,
  );
}

/**
 * When a plan pays what: in full in `paymentMonth`; in twelfths with each month's salary from
 * `firstMonth` to `lastMonth` (the months of service); or half in twelfths and the other half in
 * full. The parts add up to the cent: the last twelfth, and the full half, take the remainders.
 */
export function allowanceInstalments(plan: {
  amount: string;
  schedule: AllowanceSchedule;
  paymentMonth: number;
  firstMonth: number;
  lastMonth: number;
}): AllowanceInstalment[] {
  const cents = toCents(plan.amount);
  if (plan.schedule === 'FULL') {
    return [{ month: plan.paymentMonth, amount: plan.amount, part: 'full' }];
  }
  const inTwelfths = plan.schedule === 'TWELFTHS' ? cents : cents / 2n;
  const months = Array.from(
    { length: plan.lastMonth - plan.firstMonth + 1 },
    (_, index) => plan.firstMonth + index,
  );
  const twelfths: AllowanceInstalment[] = equalParts(inTwelfths, months.length).map(
    (part, index) => ({ month: months[index] as number, amount: fromCents(part), part: 'twelfth' }),
  );
  if (plan.schedule === 'TWELFTHS') return twelfths;
  const inFull: AllowanceInstalment = {
    month: plan.paymentMonth,
    amount: fromCents(cents - inTwelfths),
    part: 'full',
  };
  return [...twelfths, inFull].sort((a, b) => a.month - b.month || (a.part === 'twelfth' ? -1 : 1));
}

/** The months of `year` a person works, for the twelfths; the whole year when none are known. */
export function serviceMonths(
  year: number,
  employment: Employment,
): { firstMonth: number; lastMonth: number } {
  const service = serviceInYear(year, employment);
  if (!service) return { firstMonth: 1, lastMonth: 12 };
  return {
    firstMonth: Number(service.from.slice(5, 7)),
    lastMonth: Number(service.until.slice(5, 7)),
  };
}

/**
 * The year the employee's 'Add allowance' button adds to (spec §9): this year from January to
 * November; from 1 December (the Christmas period) the next one. `today` is the company's day.
 */
export function allowanceTargetYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5, 7) === '12' ? year + 1 : year;
}

/**
 * The years finance's 'Generate plans for {year}' may generate on `today` (the company's day):
 * this year, and from 1 December the next one too (the target year of allowanceTargetYear).
 * Any other year is refused (ALLOWANCE_MESSAGES.generateYear), so no plans for a far year.
 */
export function generatableAllowanceYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  const target = allowanceTargetYear(today);
  return target === year ? [year] : [year, target];
}

/** Whether plans of `year` may be generated on `today` (generatableAllowanceYears). */
export function canGenerateAllowancePlans(year: number, today: string): boolean {
  return generatableAllowanceYears(today).includes(year);
}

/** Two allowances a year (Vacations and Christmas): the button disables once both are added. */
export const ALLOWANCES_PER_YEAR = 2;
