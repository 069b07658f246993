import { isApprovalEditable } from '@quadro/contract/approval';
import { eurosOf } from '@quadro/contract/road-trip-rules';
import {
  type NewRoadTrip,
  ROAD_TRIP_MESSAGES,
  type RoadTrip,
  type RoadTripList,
  type RoadTripResult,
  type SendRoadTrips,
  type TravelReceiptFields,
  type UpdateRoadTrip,
} from '@quadro/contract/road-trips';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { roadTripApproval } from './road-trip.approvable.ts';
import { assertLinkable, roadTripChoices } from './road-trip-links.ts';
import { groupReceipts, toRoadTrip } from './road-trip-view.ts';
import { isTravelApprover } from './road-trips.policy.ts';
import * as repository from './road-trips.repository.ts';
import type { RoadTripRow } from './road-trips.schema.ts';
import { linkNamesOf } from './trip-link-names.ts';

export const roadTripNotFound = () => notFound('Road trip');
const receiptNotFound = () => notFound('Receipt');

function assertEditable(trip: { status: string }): void {
  if (!isApprovalEditable(trip.status)) throw conflict(ROAD_TRIP_MESSAGES.notEditable);
}

/** Trips as answered: each with its receipts, read in one query for them all. */
export async function withReceipts(
  ctx: ServiceContext,
  rows: readonly repository.RoadTripWithEmployee[],
): Promise<RoadTrip[]> {
  const [receiptRows, names] = await Promise.all([
    repository.receiptsOf(
      ctx.db,
      rows.map(({ trip }) => trip.id),
    ),
    linkNamesOf(
      ctx.db,
      rows.map(({ trip }) => trip),
    ),
  ]);
  const receipts = groupReceipts(receiptRows);
  return rows.map((row) => toRoadTrip(row, receipts(row.trip.id), names));
}

/** A trip as answered after a change, with the change's message. */
export async function roadTripResult(
  ctx: ServiceContext,
  id: string,
  message: string,
): Promise<RoadTripResult> {
  const row = await repository.findTrip(ctx.db, id);
  if (!row) throw roadTripNotFound();
  const [roadTrip] = await withReceipts(ctx, [row]);
  return { message, roadTrip: roadTrip as RoadTrip };
}

/** The person's road trips starting in `year`, newest first (also the travel state's). */
export async function roadTripsOf(
  ctx: ServiceContext,
  employeeId: string,
  year: number,
): Promise<RoadTrip[]> {
  return withReceipts(ctx, await repository.listTripsOf(ctx.db, employeeId, year));
}

/** GET /api/travels/road-trips?year=: the signed-in employee's (this year by default). */
export async function listMyRoadTrips(
  ctx: ServiceContext,
  actor: Actor,
  query: { year?: number | undefined },
): Promise<RoadTripList> {
  const { userId } = requireSignedIn(actor);
  const year = query.year ?? Number(companyNow(ctx).date.slice(0, 4));
  return { year, items: await roadTripsOf(ctx, userId, year) };
}

/** GET /api/travels/road-trips/choices: every client, and the employee's projects. */
export function myRoadTripChoices(ctx: ServiceContext, actor: Actor) {
  return roadTripChoices(ctx.db, requireSignedIn(actor).userId);
}

export const tripFacts = (
  trip: Pick<
    RoadTripRow,
    'startDate' | 'endDate' | 'destination' | 'status' | 'clientId' | 'projectId'
  >,
) => ({
  startDate: trip.startDate,
  endDate: trip.endDate,
  destination: trip.destination,
  status: trip.status,
  clientId: trip.clientId,
  projectId: trip.projectId ?? null,
});

/** The link as stored: a picked client replaces any old free text. */
const linkOf = (input: { clientId: string; projectId?: string | null | undefined }) => ({
  clientId: input.clientId,
  projectId: input.projectId ?? null,
  clientOrProject: null,
});

/** POST /api/travels/road-trips. */
export async function createRoadTrip(
  ctx: ServiceContext,
  actor: Actor,
  input: NewRoadTrip,
): Promise<RoadTripResult> {
  const { userId } = requireSignedIn(actor);
  const id = await withTransaction(ctx, async (tx) => {
    await assertLinkable(tx.db, input, userId);
    const trip = await repository.insertTrip(tx.db, {
      ...input,
      ...linkOf(input),
      employeeId: userId,
    });
    await tx.audit({
      actor,
      action: 'road-trip.add',
      entityType: 'road_trips',
      entityId: trip.id,
      before: null,
      after: tripFacts(trip),
    });
    return trip.id;
  });
  return roadTripResult(ctx, id, ROAD_TRIP_MESSAGES.created);
}

/** Locks the signed-in person's trip; another's answers the 404 of none. */
async function lockOwnTrip(tx: ServiceContext, actor: Actor, id: string) {
  const { userId } = requireSignedIn(actor);
  const trip = await repository.lockTrip(tx.db, id);
  if (!trip || trip.employeeId !== userId) throw roadTripNotFound();
  return trip;
}

/** PUT /api/travels/road-trips: while not sent, or rejected. */
export async function updateRoadTrip(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateRoadTrip,
): Promise<RoadTripResult> {
  const { id, ...changes } = input;
  const fields = { ...changes, ...linkOf(changes) };
  await withTransaction(ctx, async (tx) => {
    const trip = await lockOwnTrip(tx, actor, id);
    assertEditable(trip);
    await assertLinkable(tx.db, fields, trip.employeeId);
    await repository.updateTrip(tx.db, id, { ...fields, updatedAt: tx.clock.now() });
    await tx.audit({
      actor,
      action: 'road-trip.save',
      entityType: 'road_trips',
      entityId: id,
      before: tripFacts(trip),
      after: tripFacts({ ...trip, ...fields }),
    });
  });
  return roadTripResult(ctx, id, ROAD_TRIP_MESSAGES.saved);
}

/** DELETE /api/travels/road-trips?id=: a trip not approved, with its receipts and their files. */
export async function removeRoadTrip(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  await withTransaction(ctx, async (tx) => {
    const trip = await lockOwnTrip(tx, actor, input.id);
    if (trip.status === 'Approved') throw conflict(ROAD_TRIP_MESSAGES.approvedNotRemovable);
    if (trip.status === 'PendingApproval') throw conflict(ROAD_TRIP_MESSAGES.notEditable);
    const stored = await repository.filesOfTrip(tx.db, trip.id);
    await repository.deleteTrip(tx.db, trip.id);
    await tx.audit({
      actor,
      action: 'road-trip.remove',
      entityType: 'road_trips',
      entityId: trip.id,
      before: tripFacts(trip),
      after: null,
    });
    await tx.files.deleteMany(tx.db, stored);
  });
  return { message: ROAD_TRIP_MESSAGES.removed };
}

/**
 * POST /api/travels/road-trips/receipts: a receipt and its stored file join a trip that may still
 * change; its euros are its amount at its exchange rate, to the cent. The file is removed again
 * when the trip refuses it.
 */
export async function addReceipt(
  ctx: ServiceContext,
  actor: Actor,
  upload: { fields: TravelReceiptFields; file: StoredFile },
): Promise<RoadTripResult> {
  const { fields, file } = upload;
  try {
    await withTransaction(ctx, async (tx) => {
      const trip = await lockOwnTrip(tx, actor, fields.roadTripId);
      assertEditable(trip);
      const euros = eurosOf(fields.amount, fields.exchangeRate);
      await repository.insertReceipts(tx.db, [
        {
          roadTripId: trip.id,
          date: fields.date,
          category: fields.category,
          currency: fields.currency,
          amount: fields.amount,
          exchangeRate: fields.exchangeRate,
          euros,
          fileId: file.id,
        },
      ]);
      await repository.updateTrip(tx.db, trip.id, { updatedAt: tx.clock.now() });
      await tx.audit({
        actor,
        action: 'road-trip.receipt.add',
        entityType: 'road_trips',
        entityId: trip.id,
        before: null,
        after: { ...fields, euros, fileId: file.id },
      });
    });
  } catch (error) {
    await ctx.files.delete(ctx.db, file);
    throw error;
  }
  return roadTripResult(ctx, fields.roadTripId, ROAD_TRIP_MESSAGES.receiptAdded);
}

/** DELETE /api/travels/road-trips/receipts?id=: from a trip that may still change. */
export async function removeReceipt(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<RoadTripResult> {
  const { userId } = requireSignedIn(actor);
  const found = await repository.findReceipt(ctx.db, input.id);
  if (!found || found.employeeId !== userId) throw receiptNotFound();
  const tripId = found.receipt.roadTripId;
  await withTransaction(ctx, async (tx) => {
    const trip = await lockOwnTrip(tx, actor, tripId);
    assertEditable(trip);
    await repository.deleteReceipt(tx.db, found.receipt.id);
    await repository.updateTrip(tx.db, trip.id, { updatedAt: tx.clock.now() });
    await tx.audit({
      actor,
      action: 'road-trip.receipt.remove',
      entityType: 'road_trips',
      entityId: trip.id,
      before: { receiptId: found.receipt.id, euros: found.receipt.euros },
      after: null,
    });
    await tx.files.delete(tx.db, found.file);
  });
  return roadTripResult(ctx, tripId, ROAD_TRIP_MESSAGES.receiptRemoved);
}

/** GET /api/travels/road-trips/receipts/file?id=: its employee's, or any for finance. */
export async function receiptFile(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<StoredFile> {
  const found = await repository.findReceipt(ctx.db, input.id);
  if (!found || (found.employeeId !== actor.userId && !isTravelApprover(actor))) {
    throw receiptNotFound();
  }
  return found.file;
}

/** POST /api/travels/road-trips/send: trips with at least one receipt, all of them or none. */
export async function sendRoadTrips(
  ctx: ServiceContext,
  actor: Actor,
  input: SendRoadTrips,
): Promise<{ message: string; sent: number }> {
  const { userId } = requireSignedIn(actor);
  const receipts = await repository.countReceipts(ctx.db, input.ids);
  const sent = await sendSelected(ctx, actor, roadTripApproval, {
    ids: input.ids,
    scope: repository.roadTripOwnedBy(userId),
    check: (trip) => {
      assertEditable(trip);
      if (!receipts.get(trip.id)) {
        throw invalidField('receipts', ROAD_TRIP_MESSAGES.sendWithoutReceipts);
      }
    },
  });
  return { message: ROAD_TRIP_MESSAGES.sent, sent: sent.length };
}
