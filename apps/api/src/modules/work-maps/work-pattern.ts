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

function patternOf(
  person: { workingWeekdays: number[]; dailyHours: string },
  month: string,
  holidays: readonly { date: string; name: string }[],
): MonthPattern {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const inMonth = holidays.filter((holiday) => holiday.date >= from && holiday.date <= to);
  return {
    month: { from, to },
    pattern: {
      workingWeekdays: person.workingWeekdays,
      holidays: new Set(inMonth.map((holiday) => holiday.date)),
    },
    dailyHours: Number(person.dailyHours),
    holidays: inMonth.map(({ date, name }) => ({ date, name })),
  };
}

/** Who works which days of a month: the person's weekdays and hours, the month's holidays. */
export async function monthPatternOf(
  db: Executor,
  person: { workingWeekdays: number[]; dailyHours: string },
  month: string,
): Promise<MonthPattern> {
  return patternOf(person, month, await holidaysBetween(db, firstDayOf(month), lastDayOf(month)));
}

/** The same for several months of one person, with one read of the holidays (lists). */
export async function monthPatternsOf(
  db: Executor,
  person: { workingWeekdays: number[]; dailyHours: string },
  months: readonly string[],
): Promise<Map<string, MonthPattern>> {
  if (months.length === 0) return new Map();
  const sorted = [...months].sort();
  const holidays = await holidaysBetween(
    db,
    firstDayOf(sorted[0] as string),
    lastDayOf(sorted.at(-1) as string),
  );
  return new Map(months.map((month) => [month, patternOf(person, month, holidays)]));
}
