import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { tripLimits } from './monthly-trips.schema.ts';

/** Every limit (a handful, kept by finance), with the employee's name when it names one. */
export function listAllLimits(db: Executor) {
  return db
    .select({ limit: tripLimits, employeeName: people.name })
    .from(tripLimits)
    .leftJoin(people, eq(people.id, tripLimits.employeeId));
}

export async function findLimit(db: Executor, id: string) {
  const [row] = await db.select().from(tripLimits).where(eq(tripLimits.id, id));
  return row;
}

export async function insertLimit(db: Executor, values: typeof tripLimits.$inferInsert) {
  const [row] = await db.insert(tripLimits).values(values).returning();
  return row;
}

export async function updateLimit(
  db: Executor,
  id: string,
  values: Partial<typeof tripLimits.$inferInsert>,
) {
  const [row] = await db.update(tripLimits).set(values).where(eq(tripLimits.id, id)).returning();
  return row;
}

export async function deleteLimit(db: Executor, id: string) {
  const rows = await db.delete(tripLimits).where(eq(tripLimits.id, id)).returning();
  return rows.length > 0;
}

/** Enabled employees by name: whom a limit may name. */
export function listEmployeeNames(db: Executor) {
  return db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.enabled, true), sql`'employee' = any(${people.profiles})`))
    .orderBy(asc(people.name));
}

export async function employeeExists(db: Executor, id: string) {
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, id), sql`'employee' = any(${people.profiles})`));
  return rows.length > 0;
}
