import { and, asc, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { holidays } from './holidays.schema.ts';

export function listStoredHolidays(db: Executor, from: string, to: string) {
  return db
    .select({ id: holidays.id, date: holidays.date, name: holidays.name, region: holidays.region })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}
