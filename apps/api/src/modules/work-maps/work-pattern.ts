import { firstDayOf, lastDayOf } from '@quadro/contract/calendar-days';
import type { WorkPattern } from '@quadro/contract/working-days';
import type { Executor } from '../../db/database.ts';
import { holidaysBetween } from '../holidays/holidays.public.ts';

export interface MonthPattern {
  month: { from: string; to: string };
  pattern: WorkPattern;
  dailyHours: number;
  holidays: { date: string; name: string }[];
}

/** Who works which days of a month: the person's weekdays and hours, the month's holidays. */
export async function monthPatternOf(
  db: Executor,
  person: { workingWeekdays: number[]; dailyHours: string },
  month: string,
): Promise<MonthPattern> {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const holidays = await holidaysBetween(db, from, to);
  return {
    month: { from, to },
    pattern: {
      workingWeekdays: person.workingWeekdays,
      holidays: new Set(holidays.map((holiday) => holiday.date)),
    },
    dailyHours: Number(person.dailyHours),
    holidays: holidays.map(({ date, name }) => ({ date, name })),
  };
}
