import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { calendarEvents } from './calendar-events.schema.ts';

type EventValues = { title: string; startsAt: Date; endsAt: Date; hexColor: string };

/** Events that touch [from, to): starting before its end and ending after its start. */
export function listEventsTouching(db: Executor, from: Date, to: Date) {
  return db
    .select()
    .from(calendarEvents)
    .where(and(lt(calendarEvents.startsAt, to), gte(calendarEvents.endsAt, from)))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title));
}

export async function findEvent(db: Executor, id: string) {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
  return row;
}

export async function insertEvent(db: Executor, values: EventValues & { createdBy: string }) {
  const [row] = await db.insert(calendarEvents).values(values).returning();
  if (!row) throw new Error('calendar event insert returned nothing');
  return row;
}

export async function updateEvent(db: Executor, id: string, values: EventValues, now: Date) {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: now })
    .where(eq(calendarEvents.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: Executor, id: string) {
  await db.delete(calendarEvents).where(eq(calendarEvents.id, id));
}
