import type { Holiday } from '@quadro/contract/holidays';
import type { Executor } from '../../db/database.ts';
import { mergeHolidays } from './holiday-calendar.ts';
import { listStoredHolidays } from './holidays.repository.ts';

export { insertHoliday } from './holidays.repository.ts';

/** Every holiday from `from` to `to` (national and stored), by date. */
export async function holidaysBetween(db: Executor, from: string, to: string): Promise<Holiday[]> {
  return mergeHolidays(from, to, await listStoredHolidays(db, from, to));
}

export async function holidayDatesBetween(db: Executor, from: string, to: string) {
  return new Set((await holidaysBetween(db, from, to)).map((holiday) => holiday.date));
}
