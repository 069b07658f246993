import { addDays } from '@quadro/contract/calendar-days';
import { easterSunday } from '@quadro/contract/portuguese-holidays';
import type { Executor } from '../../db/database.ts';
import { insertHoliday } from './holidays.public.ts';

/** Two regional holidays the company observes, this year and next: Santo António and Carnival. */
export async function seedDemoHolidays(executor: Executor, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  for (const each of [year, year + 1]) {
    await insertHoliday(executor, {
      date: `${each}-06-13`,
      name: 'Santo António',
      region: 'Lisbon',
    });
    await insertHoliday(executor, {
      date: addDays(easterSunday(each), -47),
      name: 'Carnival',
      region: 'Company',
    });
  }
}
