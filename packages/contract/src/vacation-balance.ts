import { daysBetween } from './calendar-days.ts';
import { isWorkingDay, type WorkPattern } from './working-days.ts';

/** The numbers of Portuguese labour law (Código do Trabalho, art. 238–240) as parameters. */
export interface VacationRules {
  /** Working days a year from the year after hiring on (22 by law). */
  annualDays: number;
  /** In the hiring year: this many days per full month of contract… */
  hiringYearDaysPerMonth: number;
  /** …up to this many. */
  hiringYearCap: number;
  /** …usable once this many full months of contract have passed. */
  monthsBeforeUse: number;
  /** Last year's unused days can be taken until this day of this year ('MM-DD'). */
  carryOverUntil: string;
}

export const PORTUGUESE_VACATION_RULES: VacationRules = {
  annualDays: 22,
  hiringYearDaysPerMonth: 2,
  hiringYearCap: 20,
  monthsBeforeUse: 6,
  carryOverUntil: '04-30',
};

/** The rules as HR set them in the system parameters. */
export function vacationRulesOf(parameters: {
  annualVacationDays: number;
  hiringYearVacationDaysPerMonth: number;
  hiringYearVacationCap: number;
  monthsBeforeVacation: number;
  vacationCarryOverUntil: string;
}): VacationRules {
  return {
    annualDays: parameters.annualVacationDays,
    hiringYearDaysPerMonth: parameters.hiringYearVacationDaysPerMonth,
    hiringYearCap: parameters.hiringYearVacationCap,
    monthsBeforeUse: parameters.monthsBeforeVacation,
    carryOverUntil: parameters.vacationCarryOverUntil,
  };
}

/** A request's days: a period of whole days, or one half day. */
export interface VacationPeriod {
  start: string;
  end: string;
  halfDay: boolean;
}

/** The working days a period takes, per year: the one working-day rule, a half day counts 0.5. */
export function vacationDaysByYear(
  period: VacationPeriod,
  pattern: WorkPattern,
): Map<number, number> {
  const byYear = new Map<number, number>();
  for (const day of daysBetween(period.start, period.end)) {
    if (!isWorkingDay(day, pattern)) continue;
    const year = Number(day.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 0) + (period.halfDay ? 0.5 : 1));
  }
  return byYear;
}

export const vacationDays = (period: VacationPeriod, pattern: WorkPattern) =>
  [...vacationDaysByYear(period, pattern).values()].reduce((sum, days) => sum + days, 0);

/**
 * Full months of contract from `startDate` to `day` (the spec's "employee full months"): a month
 * is full once the same day of the next month is reached.
 */
export function fullMonthsBetween(startDate: string, day: string): number {
  const [startYear, startMonth, startDay] = startDate.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  let months = (year - startYear) * 12 + (month - startMonth);
  if (date < startDay) months -= 1;
  return Math.max(0, months);
}

/** The days a person earns for a year: the annual days, or the hiring year's pro rata. */
export function entitlementFor(
  year: number,
  startDate: string | null,
  rules: VacationRules,
): number {
  const hired = startDate ? Number(startDate.slice(0, 4)) : year - 1;
  if (year < hired) return 0;
  if (year > hired) return rules.annualDays;
  const months = fullMonthsBetween(startDate as string, `${year + 1}-01-01`);
  return Math.min(rules.hiringYearCap, months * rules.hiringYearDaysPerMonth);
}

/** The day from which a person may take vacations: after the first full months of contract. */
export function usableFrom(startDate: string | null, rules: VacationRules): string | null {
  if (!startDate) return null;
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + rules.monthsBeforeUse, day))
    .toISOString()
    .slice(0, 10);
}

export interface YearBalance {
  year: number;
  entitlement: number;
  carriedOver: number;
  /** The last day the carried-over days can be taken. */
  carriedOverUntil: string;
  used: number;
  pending: number;
  left: number;
  /** Before this day nothing can be taken (the first months of contract); null once passed. */
  usableFrom: string | null;
}

/** Days per year of the approved and the pending requests, as vacationDaysByYear counts them. */
export interface BookedDays {
  approved: ReadonlyMap<number, number>;
  pending: ReadonlyMap<number, number>;
  /** Of this year's approved days, those on or before the carry-over date. */
  approvedByCarryOverDate: number;
}

const round = (days: number) => Math.round(days * 2) / 2;

/**
 * A year's balance on `today`: entitlement, last year's unused days carried over (what last year
 * earned minus what it used), used (approved), pending (waiting for a decision), left. Carried
 * days not taken by the carry-over date are lost after it: from then on only those taken count.
 */
export function yearBalance(
  year: number,
  person: { startDate: string | null },
  booked: BookedDays,
  rules: VacationRules,
  today: string,
): YearBalance {
  const earnedLastYear = entitlementFor(year - 1, person.startDate, rules);
  const unusedLastYear = Math.max(0, earnedLastYear - (booked.approved.get(year - 1) ?? 0));
  const carriedOverUntil = `${year}-${rules.carryOverUntil}`;
  const carriedOver =
    today > carriedOverUntil
      ? Math.min(unusedLastYear, booked.approvedByCarryOverDate)
      : unusedLastYear;
  const entitlement = entitlementFor(year, person.startDate, rules);
  const used = booked.approved.get(year) ?? 0;
  const pending = booked.pending.get(year) ?? 0;
  const usable = usableFrom(person.startDate, rules);
  return {
    year,
    entitlement,
    carriedOver: round(carriedOver),
    carriedOverUntil,
    used: round(used),
    pending: round(pending),
    left: round(entitlement + carriedOver - used - pending),
    usableFrom: usable && usable > `${year}-01-01` ? usable : null,
  };
}
