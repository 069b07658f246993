import { addDays } from '@quadro/contract/calendar-days';
import { NEXT_HOLIDAYS_COUNT, type UpcomingHoliday } from '@quadro/contract/dashboard';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { holidaysBetween } from '../holidays/holidays.public.ts';

/** A year ahead always holds more national holidays than the dashboard lists. */
const AHEAD_DAYS = 366;

/** The next holidays from today (today's included), national and regional, by date. */
export async function nextHolidays(ctx: ServiceContext, today: string): Promise<UpcomingHoliday[]> {
  const holidays = await holidaysBetween(ctx.db, today, addDays(today, AHEAD_DAYS));
  return holidays
    .slice(0, NEXT_HOLIDAYS_COUNT)
    .map((holiday) => ({ date: holiday.date, name: holiday.name, kind: holiday.scope }));
}
