import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kilometreMapMonths } from '../kilometre-maps/kilometre-maps.public.ts';
import { monthlyTrips, tripJustifications } from '../monthly-trips/monthly-trips.public.ts';
import { users } from '../people/people.public.ts';
import { roadTrips, travelReceipts } from '../road-trips/road-trips.public.ts';

/**
 * The trips naming a project in months whose justification finance accepted, with the rate the
 * kilometre-map month was sent at (null: it still follows the rates).
 */
export function approvedTripsOfProject(db: Executor, projectId: string) {
  return db
    .select({
      date: monthlyTrips.date,
      month: sql<string>`to_char(${monthlyTrips.month}, 'YYYY-MM')`,
      employeeName: users.name,
      origin: monthlyTrips.origin,
      destination: monthlyTrips.destination,
      kilometres: monthlyTrips.kilometres,
      roundTrip: monthlyTrips.roundTrip,
      pricePerKm: kilometreMapMonths.pricePerKm,
    })
    .from(monthlyTrips)
    .innerJoin(
      tripJustifications,
      and(
        eq(tripJustifications.employeeId, monthlyTrips.employeeId),
        eq(tripJustifications.month, monthlyTrips.month),
      ),
    )
    .innerJoin(users, eq(users.id, monthlyTrips.employeeId))
    .leftJoin(
      kilometreMapMonths,
      and(
        eq(kilometreMapMonths.employeeId, monthlyTrips.employeeId),
        eq(kilometreMapMonths.month, monthlyTrips.month),
      ),
    )
    .where(and(eq(monthlyTrips.projectId, projectId), eq(tripJustifications.status, 'Approved')))
    .orderBy(asc(monthlyTrips.date), asc(users.name), asc(monthlyTrips.id));
}

/** Approved road trips linked to a project, with their receipts' euros. */
export function approvedRoadTripsOfProject(db: Executor, projectId: string) {
  return db
    .select({
      roadTripId: roadTrips.id,
      startDate: roadTrips.startDate,
      employeeName: users.name,
      destination: roadTrips.destination,
      amount: sql<string>`coalesce(sum(${travelReceipts.euros}), 0)::numeric(18, 2)::text`,
    })
    .from(roadTrips)
    .innerJoin(users, eq(users.id, roadTrips.employeeId))
    .leftJoin(travelReceipts, eq(travelReceipts.roadTripId, roadTrips.id))
    .where(and(eq(roadTrips.projectId, projectId), eq(roadTrips.status, 'Approved')))
    .groupBy(roadTrips.id, users.name)
    .orderBy(asc(roadTrips.startDate), asc(roadTrips.id));
}
