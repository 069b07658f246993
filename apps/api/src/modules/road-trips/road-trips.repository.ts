import { lastDayOf } from '@quadro/contract/calendar-days';
import { and, asc, between, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { files, type StoredFile } from '../../platform/files/files.schema.ts';
import { people, searchNameContains } from '../people/people.public.ts';
import {
  type NewRoadTripRow,
  type NewTravelReceiptRow,
  type RoadTripRow,
  roadTrips,
  travelReceipts,
} from './road-trips.schema.ts';

export const roadTripOwnedBy = (employeeId: string) => eq(roadTrips.employeeId, employeeId);

const startsInYear = (year: number) =>
  between(roadTrips.startDate, `${year}-01-01`, `${year}-12-31`);

const tripColumns = { trip: roadTrips, employee: { id: people.id, name: people.name } };

export type RoadTripWithEmployee = {
  trip: RoadTripRow;
  employee: { id: string; name: string };
};

export function findTrip(db: Executor, id: string): Promise<RoadTripWithEmployee | undefined> {
  return db
    .select(tripColumns)
    .from(roadTrips)
    .innerJoin(people, eq(people.id, roadTrips.employeeId))
    .where(eq(roadTrips.id, id))
    .then((rows) => rows[0]);
}

/** A person's road trips starting in a year, newest first. */
export function listTripsOf(db: Executor, employeeId: string, year: number) {
  return db
    .select(tripColumns)
    .from(roadTrips)
    .innerJoin(people, eq(people.id, roadTrips.employeeId))
    .where(and(roadTripOwnedBy(employeeId), startsInYear(year)))
    .orderBy(desc(roadTrips.startDate), desc(roadTrips.createdAt));
}

/** The receipts of the trips given, with their files' names and types, by date. */
export function receiptsOf(db: Executor, tripIds: readonly string[]) {
  if (tripIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      receipt: travelReceipts,
      fileName: files.originalName,
      mediaType: files.mediaType,
    })
    .from(travelReceipts)
    .innerJoin(files, eq(files.id, travelReceipts.fileId))
    .where(inArray(travelReceipts.roadTripId, [...tripIds]))
    .orderBy(asc(travelReceipts.date), asc(travelReceipts.createdAt));
}

export async function insertTrip(db: Executor, values: NewRoadTripRow) {
  const [row] = await db.insert(roadTrips).values(values).returning();
  return row as RoadTripRow;
}

/** Many trips in one statement (the seeds). */
export function insertTrips(db: Executor, rows: NewRoadTripRow[]) {
  return rows.length === 0 ? Promise.resolve([]) : db.insert(roadTrips).values(rows).returning();
}

export async function insertReceipts(db: Executor, rows: NewTravelReceiptRow[]) {
  if (rows.length > 0) await db.insert(travelReceipts).values(rows);
}

export async function lockTrip(db: Executor, id: string) {
  const [row] = await db.select().from(roadTrips).where(eq(roadTrips.id, id)).for('update');
  return row;
}

export async function updateTrip(db: Executor, id: string, values: Partial<NewRoadTripRow>) {
  await db.update(roadTrips).set(values).where(eq(roadTrips.id, id));
}

export async function deleteTrip(db: Executor, id: string) {
  await db.delete(roadTrips).where(eq(roadTrips.id, id));
}

/** The stored files of a trip's receipts (to remove with it). */
export function filesOfTrip(db: Executor, tripId: string): Promise<StoredFile[]> {
  return db
    .select({ file: files })
    .from(travelReceipts)
    .innerJoin(files, eq(files.id, travelReceipts.fileId))
    .where(eq(travelReceipts.roadTripId, tripId))
    .then((rows) => rows.map((row) => row.file));
}

/** A receipt with its trip's owner and state, and its file. */
export async function findReceipt(db: Executor, id: string) {
  const [row] = await db
    .select({
      receipt: travelReceipts,
      employeeId: roadTrips.employeeId,
      status: roadTrips.status,
      file: files,
    })
    .from(travelReceipts)
    .innerJoin(roadTrips, eq(roadTrips.id, travelReceipts.roadTripId))
    .innerJoin(files, eq(files.id, travelReceipts.fileId))
    .where(eq(travelReceipts.id, id));
  return row;
}

export async function deleteReceipt(db: Executor, id: string) {
  await db.delete(travelReceipts).where(eq(travelReceipts.id, id));
}

export async function countReceipts(db: Executor, tripIds: readonly string[]) {
  if (tripIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ tripId: travelReceipts.roadTripId, receipts: count() })
    .from(travelReceipts)
    .where(inArray(travelReceipts.roadTripId, [...tripIds]))
    .groupBy(travelReceipts.roadTripId);
  return new Map(rows.map((row) => [row.tripId, row.receipts]));
}

/** The euros of each trip's receipts, by trip id (the mails' totals). */
export async function totalsOf(db: Executor, tripIds: readonly string[]) {
  if (tripIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      tripId: travelReceipts.roadTripId,
      total: sql<string>`sum(${travelReceipts.euros})::numeric(18,2)::text`,
    })
    .from(travelReceipts)
    .where(inArray(travelReceipts.roadTripId, [...tripIds]))
    .groupBy(travelReceipts.roadTripId);
  return new Map(rows.map((row) => [row.tripId, row.total]));
}

interface QueueFilters {
  year: number;
  month?: number | undefined;
  link?: 'unlinked' | undefined;
  search: string;
}

/** Finance's road trips of a year or a month, unlinked ones only if asked, by name. */
export function tripQueueFilters(query: QueueFilters) {
  const month = query.month && `${query.year}-${String(query.month).padStart(2, '0')}`;
  return and(
    month
      ? between(roadTrips.startDate, `${month}-01`, lastDayOf(month))
      : startsInYear(query.year),
    query.link === 'unlinked' ? isNull(roadTrips.clientId) : undefined,
    query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
  );
}

/** Finance's queue rows: a trip with its employee. */
export function tripQueueRows(db: Executor) {
  return db
    .select(tripColumns)
    .from(roadTrips)
    .innerJoin(people, eq(people.id, roadTrips.employeeId))
    .$dynamic();
}

export const tripQueueOrder = [people.name, roadTrips.startDate, roadTrips.id];

/** Finance's queue count, the approved trips' receipts in euros and the trips without a client. */
export function tripQueueCount(db: Executor) {
  const approvedEuros = sql`(select coalesce(sum(${travelReceipts.euros}), 0) from ${travelReceipts} where ${travelReceipts.roadTripId} = ${roadTrips.id})`;
  return db
    .select({
      total: count(),
      approvedTotal: sql<string>`coalesce(sum(${approvedEuros}) filter (where ${roadTrips.status} = 'Approved'), 0)::numeric(18,2)::text`,
      unlinkedTotal: sql<number>`(count(*) filter (where ${roadTrips.clientId} is null))::int`,
    })
    .from(roadTrips)
    .innerJoin(people, eq(people.id, roadTrips.employeeId))
    .$dynamic();
}

/**
 * The approved road trips' euros of each month of a year (by the trip's start), of one person or,
 * without one, of everybody: month number → euros.
 */
export async function approvedReceiptsByMonth(
  db: Executor,
  year: number,
  employeeId?: string,
): Promise<Map<number, string>> {
  const month = sql<number>`extract(month from ${roadTrips.startDate})::int`;
  const rows = await db
    .select({
      month,
      euros: sql<string>`sum(${travelReceipts.euros})::numeric(18,2)::text`,
    })
    .from(roadTrips)
    .innerJoin(travelReceipts, eq(travelReceipts.roadTripId, roadTrips.id))
    .where(
      and(
        startsInYear(year),
        eq(roadTrips.status, 'Approved'),
        employeeId ? roadTripOwnedBy(employeeId) : undefined,
      ),
    )
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, row.euros]));
}

/**
 * The receipts of the approved road trips starting in `month` ('YYYY-MM') of the people given,
 * with their stored files, by person, date and entry: what the month's zip holds beside the maps.
 */
export function approvedReceiptFilesOfMonth(
  db: Executor,
  month: string,
  employeeIds: readonly string[],
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: roadTrips.employeeId,
      date: travelReceipts.date,
      category: travelReceipts.category,
      file: files,
    })
    .from(travelReceipts)
    .innerJoin(roadTrips, eq(roadTrips.id, travelReceipts.roadTripId))
    .innerJoin(files, eq(files.id, travelReceipts.fileId))
    .where(
      and(
        inArray(roadTrips.employeeId, [...employeeIds]),
        eq(roadTrips.status, 'Approved'),
        between(roadTrips.startDate, `${month}-01`, lastDayOf(month)),
      ),
    )
    .orderBy(asc(roadTrips.employeeId), asc(travelReceipts.date), asc(travelReceipts.id));
}

/** The approved road trips' euros of the people given, per person and month of a year (by the trip's start). */
export function approvedReceiptsOfPeople(
  db: Executor,
  year: number,
  employeeIds: readonly string[],
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  const month = sql<number>`extract(month from ${roadTrips.startDate})::int`;
  return db
    .select({
      employeeId: roadTrips.employeeId,
      month,
      euros: sql<string>`sum(${travelReceipts.euros})::numeric(18,2)::text`,
    })
    .from(roadTrips)
    .innerJoin(travelReceipts, eq(travelReceipts.roadTripId, roadTrips.id))
    .where(
      and(
        startsInYear(year),
        eq(roadTrips.status, 'Approved'),
        inArray(roadTrips.employeeId, [...employeeIds]),
      ),
    )
    .groupBy(roadTrips.employeeId, month);
}

/**
 * The kilometres of road trips by own car, sent or approved, per person and month of their start
 * (first day), between two days: they join the month's trips.
 */
export function ownCarKilometres(
  db: Executor,
  query: { employeeIds: readonly string[]; from: string; to: string },
) {
  if (query.employeeIds.length === 0) return Promise.resolve([]);
  const month = sql<string>`date_trunc('month', ${roadTrips.startDate})::date::text`;
  return db
    .select({
      employeeId: roadTrips.employeeId,
      month,
      kilometres: sql<string>`sum(${roadTrips.kilometres})::numeric(9,1)::text`,
    })
    .from(roadTrips)
    .where(
      and(
        inArray(roadTrips.employeeId, [...query.employeeIds]),
        eq(roadTrips.transport, 'ownCar'),
        inArray(roadTrips.status, ['PendingApproval', 'Approved']),
        between(roadTrips.startDate, query.from, query.to),
      ),
    )
    .groupBy(roadTrips.employeeId, month);
}

/**
 * The approved road trips' euros of each month from `fromYear` to `toYear` by the trip's start, of
 * everybody, in one grouping (the crypto dashboard): 'YYYY-MM' → euros.
 */
export async function approvedReceiptsByYearMonth(
  db: Executor,
  fromYear: number,
  toYear: number,
): Promise<Map<string, string>> {
  // Summed per start day first, so only those few hundred days are formatted as months.
  const perDay = db
    .select({
      day: sql<string>`${roadTrips.startDate}`.as('start_day'),
      euros: sql<string>`sum(${travelReceipts.euros})`.as('day_euros'),
    })
    .from(roadTrips)
    .innerJoin(travelReceipts, eq(travelReceipts.roadTripId, roadTrips.id))
    .where(
      and(
        between(roadTrips.startDate, `${fromYear}-01-01`, `${toYear}-12-31`),
        eq(roadTrips.status, 'Approved'),
      ),
    )
    .groupBy(roadTrips.startDate)
    .as('per_start_day');
  const month = sql<string>`to_char(${perDay.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, euros: sql<string>`sum(${perDay.euros})::numeric(18,2)::text` })
    .from(perDay)
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, row.euros]));
}

/**
 * Whether the person in `person` has an approved road trip starting from one day to another (an
 * `exists` the caller's list keeps in its one query).
 */
export const approvedRoadTripBetween = (person: AnyPgColumn, from: string, to: string) =>
  sql`exists (select 1 from ${roadTrips} where ${roadTrips.employeeId} = ${person} and ${roadTrips.status} = 'Approved'
      and ${roadTrips.startDate} between ${from} and ${to})`;

/** The months (first days, as text) in which the person's approved road trips of a year start. */
export function approvedTripMonthsOf(db: Executor, employeeId: string, year: number) {
  return db
    .selectDistinct({ month: sql<string>`date_trunc('month', ${roadTrips.startDate})::date::text` })
    .from(roadTrips)
    .where(and(roadTripOwnedBy(employeeId), eq(roadTrips.status, 'Approved'), startsInYear(year)));
}

/** A trip's year as text, over the trip's own row: the dashboard groups pending trips by it. */
export const yearOfTrip = sql<string>`extract(year from ${roadTrips.startDate})::int::text`;

/** Approved road trips linked to a project, with their receipts' euros. */
export function approvedRoadTripsOfProject(db: Executor, projectId: string) {
  return db
    .select({
      roadTripId: roadTrips.id,
      startDate: roadTrips.startDate,
      employeeName: people.name,
      destination: roadTrips.destination,
      amount: sql<string>`coalesce(sum(${travelReceipts.euros}), 0)::numeric(18, 2)::text`,
    })
    .from(roadTrips)
    .innerJoin(people, eq(people.id, roadTrips.employeeId))
    .leftJoin(travelReceipts, eq(travelReceipts.roadTripId, roadTrips.id))
    .where(and(eq(roadTrips.projectId, projectId), eq(roadTrips.status, 'Approved')))
    .groupBy(roadTrips.id, people.name)
    .orderBy(asc(roadTrips.startDate), asc(roadTrips.id));
}
