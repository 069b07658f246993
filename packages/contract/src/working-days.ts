import { addDays, daysBetween, isoWeekday } from './calendar-days.ts';

/** Who works when: ISO weekdays (Monday 1 … Sunday 7) and the holidays nobody works. */
export interface WorkPattern {
  workingWeekdays: readonly number[];
  holidays: ReadonlySet<string>;
}

/** Monday to Friday: the company's usual week. */
export const USUAL_WEEKDAYS = [1, 2, 3, 4, 5] as const;

const SATURDAY = 6;

/**
 * The one working-day rule of work maps and vacations: never a Saturday or Sunday, never a
 * holiday, and only on the person's working weekdays (a part-timer's other days do not count).
 */
export function isWorkingDay(day: string, pattern: WorkPattern): boolean {
  const weekday = isoWeekday(day);
  return (
    weekday < SATURDAY && pattern.workingWeekdays.includes(weekday) && !pattern.holidays.has(day)
  );
}

/** The working days from `from` to `to`, both included. */
export function workingDaysBetween(from: string, to: string, pattern: WorkPattern): string[] {
  return daysBetween(from, to).filter((day) => isWorkingDay(day, pattern));
}

export function countWorkingDays(from: string, to: string, pattern: WorkPattern): number {
  return workingDaysBetween(from, to, pattern).length;
}

/** The `count`-th working day after `from` (`from` itself not counted), on the company's week. */
export function addWorkingDays(from: string, count: number, holidays: ReadonlySet<string>): string {
  const pattern = { workingWeekdays: USUAL_WEEKDAYS, holidays };
  let day = from;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, pattern)) left -= 1;
  }
  return day;
}
