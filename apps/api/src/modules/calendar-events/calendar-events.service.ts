import { firstDayOf, lastDayOf } from '@quadro/contract/calendar-days';
import {
  CALENDAR_EVENT_MESSAGES,
  type CalendarEvent,
  type CalendarEventInput,
} from '@quadro/contract/calendar-events';
import type { SignedInActor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { invalidField, notFound } from '../../platform/errors/app-error.ts';
import * as repository from './calendar-events.repository.ts';
import type { CalendarEventRow } from './calendar-events.schema.ts';

const eventNotFound = () => notFound('Event');
/** A minute's grace: the form's earliest start is the minute it opened. */
const PAST_GRACE_MS = 60_000;

const toEvent = (row: CalendarEventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  hexColor: row.hexColor,
});

const valuesOf = (input: CalendarEventInput) => ({
  title: input.title,
  startsAt: new Date(input.start),
  endsAt: new Date(input.end),
  hexColor: input.hexColor,
});

function assertNotPast(ctx: ServiceContext, start: Date): void {
  if (start.getTime() < ctx.clock.now().getTime() - PAST_GRACE_MS) {
    throw invalidField('start', CALENDAR_EVENT_MESSAGES.pastStart);
  }
}

/** The events touching a month; a month's edges are taken a day wide, for any time zone. */
export async function listEvents(
  ctx: ServiceContext,
  input: { month: string },
): Promise<CalendarEvent[]> {
  const from = new Date(`${firstDayOf(input.month)}T00:00:00Z`);
  const to = new Date(`${lastDayOf(input.month)}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 1);
  to.setUTCDate(to.getUTCDate() + 2);
  return (await repository.listEventsTouching(ctx.db, from, to)).map(toEvent);
}

export async function createEvent(
  ctx: ServiceContext,
  actor: SignedInActor,
  input: CalendarEventInput,
): Promise<CalendarEvent> {
  const values = valuesOf(input);
  assertNotPast(ctx, values.startsAt);
  return withTransaction(ctx, async (tx) => {
    const created = await repository.insertEvent(tx.db, { ...values, createdBy: actor.userId });
    await tx.audit({
      actor,
      action: 'calendar-event.create',
      entityType: 'calendar_events',
      entityId: created.id,
      before: null,
      after: toEvent(created),
    });
    return toEvent(created);
  });
}

/** An event already begun keeps its start; a new start may not be in the past. */
export async function updateEvent(
  ctx: ServiceContext,
  actor: SignedInActor,
  input: { id: string; event: CalendarEventInput },
): Promise<CalendarEvent> {
  const values = valuesOf(input.event);
  return withTransaction(ctx, async (tx) => {
    const before = await repository.findEvent(tx.db, input.id);
    if (!before) throw eventNotFound();
    if (before.startsAt.getTime() !== values.startsAt.getTime())
      assertNotPast(ctx, values.startsAt);
    const updated = await repository.updateEvent(tx.db, input.id, values, tx.clock.now());
    if (!updated) throw eventNotFound();
    await tx.audit({
      actor,
      action: 'calendar-event.update',
      entityType: 'calendar_events',
      entityId: input.id,
      before: toEvent(before),
      after: toEvent(updated),
    });
    return toEvent(updated);
  });
}

export async function removeEvent(
  ctx: ServiceContext,
  actor: SignedInActor,
  input: { id: string },
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await repository.findEvent(tx.db, input.id);
    if (!before) throw eventNotFound();
    await repository.deleteEvent(tx.db, input.id);
    await tx.audit({
      actor,
      action: 'calendar-event.delete',
      entityType: 'calendar_events',
      entityId: input.id,
      before: toEvent(before),
      after: null,
    });
  });
}
