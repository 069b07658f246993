import {
  type BookedDays,
  fullMonthsBetween,
  type VacationRules,
  vacationDaysByYear,
  vacationRulesOf,
  yearBalance,
} from '@quadro/contract/vacation-balance';
import type { VacationBalance } from '@quadro/contract/vacations';
import type { WorkPattern } from '@quadro/contract/working-days';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { holidaysBetween } from '../holidays/holidays.public.ts';
import * as repository from './vacations.repository.ts';

export interface VacationPerson {
  id: string;
  startDate: string | null;
  workingWeekdays: number[];
}

export const rulesOf = (ctx: ServiceContext): VacationRules =>
  vacationRulesOf(ctx.parameters.current());

/** The person's working-day pattern over a period: their weekdays and the holidays in it. */
export async function patternOf(
  ctx: ServiceContext,
  person: VacationPerson,
  from: string,
  to: string,
): Promise<WorkPattern> {
  const holidays = await holidaysBetween(ctx.db, from, to);
  return {
    workingWeekdays: person.workingWeekdays,
    holidays: new Set(holidays.map((holiday) => holiday.date)),
  };
}

export interface BookedPeriod {
  id: string;
  start: string;
  end: string;
  halfDay: boolean;
  status: string;
}

const clip = (period: BookedPeriod, from: string, to: string) => ({
  start: period.start < from ? from : period.start,
  end: period.end > to ? to : period.end,
  halfDay: period.halfDay,
});

function addInto(target: Map<number, number>, days: ReadonlyMap<number, number>) {
  for (const [year, count] of days) target.set(year, (target.get(year) ?? 0) + count);
}

/** Approved and pending days per year of the booked periods, by the one working-day rule. */
export function bookedDaysOf(
  periods: readonly BookedPeriod[],
  pattern: WorkPattern,
  carryOverDay: string,
): BookedDays {
  const approved = new Map<number, number>();
  const pending = new Map<number, number>();
  let approvedByCarryOverDate = 0;
  const carryYearStart = `${carryOverDay.slice(0, 4)}-01-01`;
  for (const period of periods) {
    const byYear = vacationDaysByYear(period, pattern);
    addInto(period.status === 'Approved' ? approved : pending, byYear);
    if (
      period.status === 'Approved' &&
      period.start <= carryOverDay &&
      period.end >= carryYearStart
    ) {
      const early = vacationDaysByYear(clip(period, carryYearStart, carryOverDay), pattern);
      approvedByCarryOverDate += [...early.values()].reduce((sum, days) => sum + days, 0);
    }
  }
  return { approved, pending, approvedByCarryOverDate };
}

/**
 * A year's balance for a person on `today`, from their requests holding days in that year and
 * the one before (carry-over), leaving out `exceptId` (the request being edited).
 */
export async function balanceOf(
  ctx: ServiceContext,
  person: VacationPerson,
  year: number,
  today: string,
  exceptId: string | null = null,
): Promise<VacationBalance> {
  const from = `${year - 1}-01-01`;
  const to = `${year}-12-31`;
  const [periods, pattern] = await Promise.all([
    repository.listBookedOf(ctx.db, person.id, from, to),
    patternOf(ctx, person, from, to),
  ]);
  const rules = rulesOf(ctx);
  const booked = bookedDaysOf(
    periods.filter((period) => period.id !== exceptId),
    pattern,
    `${year}-${rules.carryOverUntil}`,
  );
  return {
    ...yearBalance(year, person, booked, rules, today),
    employeeFullMonths: person.startDate ? fullMonthsBetween(person.startDate, today) : 0,
  };
}
