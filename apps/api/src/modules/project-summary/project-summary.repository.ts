import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { salaries } from '../contracts/contracts.public.ts';
import { users } from '../people/people.public.ts';
import {
  kilometreMapMonths,
  kilometreRates,
  monthlyTrips,
  roadTrips,
  travelReceipts,
  tripJustifications,
} from '../travels/travels.public.ts';
import { workDays, workMaps } from '../work-maps/work-maps.public.ts';

/**
 * The hours booked to the project, by employee and month, approved maps apart from the others
 * (pending approval, still open, rejected or in modification). A day's hours count with its extra
 * hours: both were worked on the day's project. `lastDay` is the month's last day with hours.
 */
export function bookedHours(db: Executor, projectId: string) {
  const approved = sql<boolean>`${workMaps.status} = 'Approved'`;
  return db
    .select({
      employeeId: workMaps.employeeId,
      month: sql<string>`to_char(${workMaps.month}, 'YYYY-MM')`,
      approved,
      hours: sql<string>`sum(${workDays.hours} + ${workDays.extraHours})::text`,
      lastDay: sql<string>`max(${workDays.day})::text`,
    })
    .from(workDays)
    .innerJoin(workMaps, eq(workMaps.id, workDays.workMapId))
    .where(eq(workDays.projectId, projectId))
    .groupBy(workMaps.employeeId, workMaps.month, approved)
    .orderBy(asc(workMaps.month));
}

/** Names, working weekdays and daily hours of these people: their working hours in a year. */
export function peopleOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      name: users.name,
      workingWeekdays: users.workingWeekdays,
      dailyHours: users.dailyHours,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Every salary of these people, oldest first. */
export function salariesOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: salaries.userId,
      baseSalary: salaries.baseSalary,
      effectiveDate: salaries.effectiveDate,
    })
    .from(salaries)
    .where(inArray(salaries.userId, [...ids]))
    .orderBy(asc(salaries.effectiveDate));
}

/**
 * The trips naming the project in months whose justification finance accepted, with the rate the
 * kilometre-map month was sent at (null: it follows the rates, see the service).
 */
export function approvedTrips(db: Executor, projectId: string) {
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

export function kilometreRatesOf(db: Executor) {
  return db
    .select({ effectiveDate: kilometreRates.effectiveDate, pricePerKm: kilometreRates.pricePerKm })
    .from(kilometreRates);
}

/** Lower case without the accents Portuguese writes, the same in SQL on both engines. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
export const foldedText = (value: string) =>
  [...value.trim().toLowerCase()]
    .map((letter) => {
      const at = ACCENTED.indexOf(letter);
      return at < 0 ? letter : PLAIN[at];
    })
    .join('');

/**
 * Approved road trips whose free-text client or project is the project's code or name (case and
 * accents aside), with their receipts' euros.
 */
export function approvedRoadTrips(db: Executor, project: { code: string; name: string }) {
  const folded = sql`translate(lower(btrim(${roadTrips.clientOrProject})), ${ACCENTED}, ${PLAIN})`;
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
    .where(
      and(
        eq(roadTrips.status, 'Approved'),
        sql`${folded} in (${foldedText(project.code)}, ${foldedText(project.name)})`,
      ),
    )
    .groupBy(roadTrips.id, users.name)
    .orderBy(asc(roadTrips.startDate), asc(roadTrips.id));
}
