import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { holidays } from './holidays.schema.ts';

export function listStoredHolidays(db: Executor, from: string, to: string) {
  return db
    .select({ id: holidays.id, date: holidays.date, name: holidays.name, region: holidays.region })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

export async function findHoliday(db: Executor, id: string) {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  return row;
}

export async function findHolidayOn(db: Executor, date: string) {
  const [row] = await db.select({ id: holidays.id }).from(holidays).where(eq(holidays.date, date));
  return row;
}

type HolidayValues = { date: string; name: string; region: string | null };

export async function insertHoliday(db: Executor, values: HolidayValues) {
  const [row] = await db.insert(holidays).values(values).returning();
  if (!row) throw new Error('holiday insert returned nothing');
  return row;
}

export async function updateHoliday(db: Executor, id: string, values: HolidayValues, now: Date) {
  const [row] = await db
    .update(holidays)
    .set({ ...values, updatedAt: now })
    .where(eq(holidays.id, id))
    .returning();
  return row;
}

export async function deleteHoliday(db: Executor, id: string) {
  await db.delete(holidays).where(eq(holidays.id, id));
}
