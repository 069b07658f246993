import { firstDayOf, lastDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import {
  copiedTripDate,
  fromTenths,
  isPastJustificationDeadline,
  justificationDeadline,
  reachesKilometres,
  toTenths,
} from '@quadro/contract/monthly-trip-rules';
import {
  MONTHLY_TRIP_MESSAGES,
  type MonthlyTripsMonth,
  type MonthlyTripsResult,
  type MonthlyTripsSummary,
  type SaveMonthlyTrips,
  type TripMonth,
} from '@quadro/contract/monthly-trips';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { listClientNames } from '../clients/clients.public.ts';
import {
  approvedKilometreMonthsOf,
  findKilometreMonth,
  isMonthEditable,
} from '../kilometre-maps/kilometre-maps.public.ts';
import { listProjectsOfPeriod } from '../projects/projects.public.ts';
import { linkNamesOf, ownCarKilometres } from '../road-trips/road-trips.public.ts';
import { monthFlags } from './monthly-trip-flags.ts';
import {
  recordedKilometres,
  requiredKilometres,
  toMonthlyTrip,
  toTripJustification,
} from './monthly-trip-view.ts';
import * as repository from './monthly-trips.repository.ts';
import { tripJustificationApproval } from './trip-justification.approvable.ts';
import { justificationDeadlineDay } from './trip-justification-deadline.ts';

function employeeIdOf(actor: Actor): string {
  const { userId } = requireSignedIn(actor);
  return userId;
}

/** The employee's trips of a month, flagged, with what they must reach and may name. */
async function tripsMonth(
  ctx: ServiceContext,
  employeeId: string,
  month: string,
): Promise<MonthlyTripsMonth> {
  const firstDay = firstDayOf(month);
  const [kilometreMonth, trips, justification, clients, projects, driven] = await Promise.all([
    findKilometreMonth(ctx.db, employeeId, firstDay),
    repository.tripsOf(ctx.db, employeeId, firstDay),
    repository.findJustification(ctx.db, employeeId, firstDay),
    listClientNames(ctx.db),
    listProjectsOfPeriod(ctx.db, employeeId, firstDay, lastDayOf(month)),
    roadTripKilometresOf(ctx, employeeId, month),
  ]);
  const [names, flags] = await Promise.all([
    linkNamesOf(ctx.db, trips),
    monthFlags(ctx.db, month, trips, [employeeId]),
  ]);
  const monthApproved = kilometreMonth?.status === 'Approved';
  return {
    month,
    monthApproved,
    kilometresRequired: requiredKilometres(kilometreMonth),
    kilometresRecorded: recordedKilometres(trips, driven),
    roadTripKilometres: driven,
    justification: toTripJustification(
      month,
      justification,
      monthApproved,
      justificationDeadlineDay(ctx),
    ),
    limits: flags.limitsOf(employeeId),
    trips: trips.map((trip) => toMonthlyTrip(trip, names, flags.flagsOf(trip))),
    options: {
      clients,
      projects: projects.map((project) => ({ id: project.id, name: project.name })),
    },
  };
}

/** The kilometres of the person's road trips by own car starting in `month`, sent or approved. */
async function roadTripKilometresOf(ctx: ServiceContext, employeeId: string, month: string) {
  const [row] = await ownCarKilometres(ctx.db, {
    employeeIds: [employeeId],
    from: firstDayOf(month),
    to: lastDayOf(month),
  });
  return row?.kilometres ?? '0.0';
}

/** GET /api/travels/monthly-trips?month=. */
export async function monthlyTrips(
  ctx: ServiceContext,
  actor: Actor,
  query: TripMonth,
): Promise<MonthlyTripsMonth> {
  return tripsMonth(ctx, employeeIdOf(actor), query.month);
}

/**
 * Locks the month's justification after checking its kilometre-map month is approved and the
 * justification still open to its owner.
 */
async function openJustification(tx: ServiceContext, employeeId: string, month: string) {
  const firstDay = firstDayOf(month);
  const kilometreMonth = await findKilometreMonth(tx.db, employeeId, firstDay);
  if (kilometreMonth?.status !== 'Approved') {
    throw invalidField('month', MONTHLY_TRIP_MESSAGES.monthNotApproved);
  }
  const justification = await repository.lockJustification(tx.db, employeeId, firstDay);
  return { kilometreMonth, justification };
}

/**
 * PUT /api/travels/monthly-trips: the month's trips become the list given, all or nothing. Each
 * is a day of the month, not in the future, naming a client or a project that exists; a trip with
 * an id is one of this month's own.
 */
export async function saveMonthlyTrips(
  ctx: ServiceContext,
  actor: Actor,
  input: SaveMonthlyTrips,
): Promise<MonthlyTripsResult> {
  const employeeId = employeeIdOf(actor);
  const firstDay = firstDayOf(input.month);
  await withTransaction(ctx, async (tx) => {
    const { justification } = await openJustification(tx, employeeId, input.month);
    if (!isMonthEditable(justification.status)) throw conflict(MONTHLY_TRIP_MESSAGES.notEditable);
    const today = companyNow(tx).date;
    const before = await repository.tripsOf(tx.db, employeeId, firstDay);
    const own = new Set(before.map((trip) => trip.id));
    const { clients, projects } = await linkNamesOf(tx.db, input.trips);
    const listed = new Set<string>();
    input.trips.forEach((trip, index) => {
      const field = (name: string) => `trips.${index}.${name}`;
      if (trip.id && !own.has(trip.id)) throw notFound('Trip');
      if (trip.id && listed.has(trip.id)) throw invalidField(field('id'), 'Each trip once');
      if (trip.id) listed.add(trip.id);
      if (monthOf(trip.date) !== input.month) {
        throw invalidField(field('date'), MONTHLY_TRIP_MESSAGES.dateOutsideMonth);
      }
      if (trip.date > today) throw invalidField(field('date'), MONTHLY_TRIP_MESSAGES.dateInFuture);
      if (trip.clientId && !clients.has(trip.clientId)) {
        throw invalidField(field('clientId'), MONTHLY_TRIP_MESSAGES.clientNotFound);
      }
      if (trip.projectId && !projects.has(trip.projectId)) {
        throw invalidField(field('projectId'), MONTHLY_TRIP_MESSAGES.projectNotFound);
      }
    });
    await repository.replaceTrips(
      tx.db,
      { employeeId, month: firstDay },
      input.trips.map((trip) => ({
        id: trip.id,
        employeeId,
        month: firstDay,
        date: trip.date,
        origin: trip.origin,
        destination: trip.destination,
        purpose: trip.purpose,
        clientId: trip.clientId ?? null,
        projectId: trip.projectId ?? null,
        kilometres: trip.kilometres,
        roundTrip: trip.roundTrip,
        note: trip.note,
      })),
      tx.clock.now(),
    );
    await tx.audit({
      actor,
      action: 'monthly-trips.save',
      entityType: 'trip_justifications',
      entityId: justification.id,
      before: { trips: before.length, kilometres: recordedKilometres(before) },
      after: {
        trips: input.trips.length,
        kilometres: recordedKilometres(
          input.trips.map((trip) => ({ kilometres: trip.kilometres, roundTrip: trip.roundTrip })),
        ),
      },
    });
  });
  return {
    message: MONTHLY_TRIP_MESSAGES.saved,
    trips: await tripsMonth(ctx, employeeId, input.month),
  };
}

/**
 * POST /api/travels/monthly-trips/copy-last-month: last month's trips are added to this month on
 * the same day of the month (or its last day when shorter), without their notes; trips that would
 * fall after today are left out.
 */
export async function copyLastMonthTrips(
  ctx: ServiceContext,
  actor: Actor,
  input: TripMonth,
): Promise<MonthlyTripsResult> {
  const employeeId = employeeIdOf(actor);
  const firstDay = firstDayOf(input.month);
  const copied = await withTransaction(ctx, async (tx) => {
    const { justification } = await openJustification(tx, employeeId, input.month);
    if (!isMonthEditable(justification.status)) throw conflict(MONTHLY_TRIP_MESSAGES.notEditable);
    const today = companyNow(tx).date;
    const last = await repository.tripsOf(
      tx.db,
      employeeId,
      firstDayOf(previousMonth(input.month)),
    );
    const rows = last
      .map((trip) => ({ ...trip, date: copiedTripDate(trip.date, input.month) }))
      .filter((trip) => trip.date <= today)
      .map((trip) => ({
        employeeId,
        month: firstDay,
        date: trip.date,
        origin: trip.origin,
        destination: trip.destination,
        purpose: trip.purpose,
        clientId: trip.clientId,
        projectId: trip.projectId,
        kilometres: trip.kilometres,
        roundTrip: trip.roundTrip,
      }));
    if (rows.length === 0) throw invalidField('month', MONTHLY_TRIP_MESSAGES.nothingToCopy);
    await repository.insertTrips(tx.db, rows);
    await tx.audit({
      actor,
      action: 'monthly-trips.copy-last-month',
      entityType: 'trip_justifications',
      entityId: justification.id,
      before: null,
      after: { trips: rows.length },
    });
    return rows.length;
  });
  return {
    message: MONTHLY_TRIP_MESSAGES.copied(copied),
    trips: await tripsMonth(ctx, employeeId, input.month),
  };
}

/**
 * POST /api/travels/monthly-trips/send: the month's trips go to finance as its justification when
 * they reach the month's kilometres and every flagged trip has a note.
 */
export async function sendTripJustification(
  ctx: ServiceContext,
  actor: Actor,
  input: TripMonth,
): Promise<MonthlyTripsResult> {
  const employeeId = employeeIdOf(actor);
  const firstDay = firstDayOf(input.month);
  await withTransaction(ctx, async (tx) => {
    const { kilometreMonth, justification } = await openJustification(tx, employeeId, input.month);
    if (justification.status === 'PendingApproval') return;
    if (!isMonthEditable(justification.status)) throw conflict(MONTHLY_TRIP_MESSAGES.notEditable);
    const trips = await repository.tripsOf(tx.db, employeeId, firstDay);
    const required = requiredKilometres(kilometreMonth);
    const recorded = recordedKilometres(
      trips,
      await roadTripKilometresOf(tx, employeeId, input.month),
    );
    if (trips.length === 0 || !reachesKilometres(recorded, required)) {
      throw invalidField('trips', MONTHLY_TRIP_MESSAGES.underKilometres(recorded, required));
    }
    const flags = await monthFlags(tx.db, input.month, trips, [employeeId]);
    trips.forEach((trip, index) => {
      if (flags.flagsOf(trip).length > 0 && !trip.note.trim()) {
        throw invalidField(`trips.${index}.note`, MONTHLY_TRIP_MESSAGES.noteRequired);
      }
    });
    await sendSelected(tx, actor, tripJustificationApproval, {
      ids: [justification.id],
      scope: repository.justificationOwnedBy(employeeId),
    });
  });
  return {
    message: MONTHLY_TRIP_MESSAGES.sent,
    trips: await tripsMonth(ctx, employeeId, input.month),
  };
}

/**
 * The travel state's `monthlyTrips`: each approved month of the year, its justification and
 * whether it needs the employee (sent back, or late and not sent).
 */
export async function monthlyTripsOfYear(
  ctx: ServiceContext,
  employeeId: string,
  year: number,
): Promise<MonthlyTripsSummary[]> {
  const [months, justifications, kilometres, driven] = await Promise.all([
    approvedKilometreMonthsOf(ctx.db, employeeId, year),
    repository.justificationsOfYear(ctx.db, employeeId, year),
    repository.tripKilometresOfYear(ctx.db, employeeId, year),
    ownCarKilometres(ctx.db, {
      employeeIds: [employeeId],
      from: `${year}-01-01`,
      to: `${year}-12-31`,
    }),
  ]);
  const today = companyNow(ctx).date;
  const deadlineDay = justificationDeadlineDay(ctx);
  return months.map((row) => {
    const month = monthOf(row.month);
    const justification = justifications.find((item) => item.month === row.month);
    const status = justification?.status ?? 'PendingSubmission';
    const late =
      isPastJustificationDeadline(month, today, deadlineDay) &&
      status !== 'PendingApproval' &&
      status !== 'Approved';
    return {
      month,
      status: status as MonthlyTripsSummary['status'],
      kilometresRequired: requiredKilometres(row),
      kilometresRecorded: fromTenths(
        toTenths(kilometres.find((item) => item.month === row.month)?.kilometres ?? '0.0') +
          toTenths(driven.find((item) => item.month === row.month)?.kilometres ?? '0.0'),
      ),
      deadline: justificationDeadline(month, deadlineDay),
      requiresAttention: status === 'Rejected' || late,
    };
  });
}
