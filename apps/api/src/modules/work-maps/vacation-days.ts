import { daysBetween } from '@quadro/contract/calendar-days';
import type { Executor } from '../../db/database.ts';
import { listApprovedVacationsOf } from '../days-away/days-away.public.ts';

export type VacationDay = 'whole' | 'half';

/** The days of approved vacations: 'whole', or 'half' for a half day. */
export function vacationDaysIn(
  periods: readonly { start: string; end: string; halfDay: boolean }[],
): Map<string, VacationDay> {
  const days = new Map<string, VacationDay>();
  for (const period of periods) {
    for (const day of daysBetween(period.start, period.end)) {
      days.set(day, period.halfDay ? 'half' : 'whole');
    }
  }
  return days;
}

/** Whether an employee is away on an approved, not cancelled vacation that day, and how much. */
export async function vacationOn(
  db: Executor,
  employeeId: string,
  day: string,
): Promise<VacationDay | undefined> {
  return vacationDaysIn(await listApprovedVacationsOf(db, employeeId, day, day)).get(day);
}
