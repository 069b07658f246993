import { and, asc, between, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { approvedSumsByMonth } from '../../platform/dashboard/approved-sums-by-month.ts';
import { people, searchNameContains } from '../people/people.public.ts';
import { approvedRoadTripBetween } from '../road-trips/road-trips.public.ts';
import {
  kilometreMapMonths,
  kilometreMaps,
  kilometreRates,
  type NewKilometreMapMonth,
} from './kilometre-maps.schema.ts';

const yearRange = (year: number) =>
  between(kilometreMapMonths.month, `${year}-01-01`, `${year}-12-01`);

export const monthOwnedBy = (employeeId: string) => eq(kilometreMapMonths.employeeId, employeeId);

export async function findMap(db: Executor, employeeId: string, year: number) {
  const [row] = await db
    .select()
    .from(kilometreMaps)
    .where(and(eq(kilometreMaps.employeeId, employeeId), eq(kilometreMaps.year, year)));
  return row;
}

/** The person's map of the year, made if missing, locked until the transaction ends. */
export async function lockMap(db: Executor, employeeId: string, year: number) {
  await db.insert(kilometreMaps).values({ employeeId, year }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(kilometreMaps)
    .where(and(eq(kilometreMaps.employeeId, employeeId), eq(kilometreMaps.year, year)))
    .for('update');
  if (!row) throw new Error('The kilometre map was just made');
  return row;
}

export async function setPlate(
  db: Executor,
  mapId: string,
  vehiclePlate: string | null,
  now: Date,
) {
  await db
    .update(kilometreMaps)
    .set({ vehiclePlate, updatedAt: now })
    .where(eq(kilometreMaps.id, mapId));
}

/** The person's kilometre-map month (its first day), whatever its state. */
export async function findMonth(db: Executor, employeeId: string, firstDay: string) {
  const [row] = await db
    .select()
    .from(kilometreMapMonths)
    .where(and(monthOwnedBy(employeeId), eq(kilometreMapMonths.month, firstDay)));
  return row;
}

export function monthsOfYear(db: Executor, employeeId: string, year: number) {
  return db
    .select()
    .from(kilometreMapMonths)
    .where(and(monthOwnedBy(employeeId), yearRange(year)))
    .orderBy(asc(kilometreMapMonths.month));
}

/** Writes the months' values, each new or replacing a month still editable. */
export async function upsertMonths(db: Executor, rows: NewKilometreMapMonth[], now: Date) {
  if (rows.length === 0) return;
  await db
    .insert(kilometreMapMonths)
    .values(rows)
    .onConflictDoUpdate({
      target: [kilometreMapMonths.employeeId, kilometreMapMonths.month],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** Fixes the rate of months about to be sent for the first time (a resent month keeps its own). */
export async function countOwnByStatus(db: Executor, employeeId: string, year: number) {
  const rows = await db
    .select({ status: kilometreMapMonths.status, count: count() })
    .from(kilometreMapMonths)
    .where(and(monthOwnedBy(employeeId), yearRange(year)))
    .groupBy(kilometreMapMonths.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

export function listRates(db: Executor) {
  return db.select().from(kilometreRates).orderBy(desc(kilometreRates.effectiveDate));
}

export async function insertRate(db: Executor, values: typeof kilometreRates.$inferInsert) {
  const [row] = await db.insert(kilometreRates).values(values).returning();
  return row;
}

interface QueueFilters {
  year: number;
  month?: number | undefined;
  search: string;
}

/** Finance's months of a year, or one month of it, by name. */
export function monthQueueFilters(query: QueueFilters) {
  const month = query.month
    ? eq(kilometreMapMonths.month, `${query.year}-${String(query.month).padStart(2, '0')}-01`)
    : yearRange(query.year);
  return and(
    month,
    query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
  );
}

/** Finance's queue rows: a month with its employee and the map's vehicle. */
export function monthQueueRows(db: Executor) {
  return db
    .select({
      month: kilometreMapMonths,
      employee: { id: people.id, name: people.name },
      vehiclePlate: kilometreMaps.vehiclePlate,
    })
    .from(kilometreMapMonths)
    .innerJoin(people, eq(people.id, kilometreMapMonths.employeeId))
    .innerJoin(kilometreMaps, eq(kilometreMaps.id, kilometreMapMonths.mapId))
    .$dynamic();
}

export const monthQueueOrder = [people.name, kilometreMapMonths.month, kilometreMapMonths.id];

/** Finance's queue count and the approved months' euros and kilometres. */
export function monthQueueCount(db: Executor) {
  const approved = sql`${kilometreMapMonths.status} = 'Approved'`;
  return db
    .select({
      total: count(),
      value: sql<string>`coalesce(sum(${kilometreMapMonths.value}) filter (where ${approved}), 0)::numeric(12,2)::text`,
      kilometres: sql<string>`coalesce(sum(round(${kilometreMapMonths.value} / nullif(${kilometreMapMonths.pricePerKm}, 0), 1)) filter (where ${approved}), 0)::numeric(12,1)::text`,
    })
    .from(kilometreMapMonths)
    .innerJoin(people, eq(people.id, kilometreMapMonths.employeeId))
    .$dynamic();
}

export function monthsByIds(db: Executor, ids: readonly string[]) {
  return db
    .select()
    .from(kilometreMapMonths)
    .where(inArray(kilometreMapMonths.id, [...ids]));
}

/** Of `employeeIds`, the enabled employees who have not sent `month` (no row, draft or rejected). */
export function listOwingMonth(db: Executor, employeeIds: readonly string[], month: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  const sent = db
    .select({ id: kilometreMapMonths.id })
    .from(kilometreMapMonths)
    .where(
      and(
        eq(kilometreMapMonths.employeeId, people.id),
        eq(kilometreMapMonths.month, month),
        inArray(kilometreMapMonths.status, ['PendingApproval', 'Approved']),
      ),
    );
  return db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(
      and(
        sql`${people.id} = any(${`{${employeeIds.join(',')}}`}::uuid[])`,
        eq(people.enabled, true),
        sql`'employee' = any(${people.profiles})`,
        sql`not exists (${sent})`,
      ),
    )
    .orderBy(asc(people.email));
}

const approvedInYear = (year: number) =>
  and(eq(kilometreMapMonths.status, 'Approved'), yearRange(year));

/** The person has an approved map month or an approved road trip in the year. */
const hasApprovedMonthIn = (year: number) =>
  sql`(exists (select 1 from ${kilometreMapMonths} where ${kilometreMapMonths.employeeId} = ${people.id} and ${approvedInYear(year)})
    or ${approvedRoadTripBetween(people.id, `${year}-01-01`, `${year}-12-31`)})`;

/** Employees with an approved month or road trip in the year, by name: one page, or all without a limit. */
export function listEmployeesWithApprovedMonths(
  db: Executor,
  query: { year: number; search: string; limit?: number; offset?: number },
) {
  const selection = db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(
      and(
        hasApprovedMonthIn(query.year),
        query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
      ),
    )
    .orderBy(people.name, people.id)
    .$dynamic();
  return query.limit === undefined
    ? selection
    : selection.limit(query.limit).offset(query.offset ?? 0);
}

export async function countEmployeesWithApprovedMonths(
  db: Executor,
  query: { year: number; search: string },
) {
  const [row] = await db
    .select({ total: count() })
    .from(people)
    .where(
      and(
        hasApprovedMonthIn(query.year),
        query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** The person's approved kilometre-map months of a year, January first. */
export function approvedMonthRowsOf(db: Executor, employeeId: string, year: number) {
  return db
    .select()
    .from(kilometreMapMonths)
    .where(and(monthOwnedBy(employeeId), approvedInYear(year)))
    .orderBy(asc(kilometreMapMonths.month));
}

/**
 * Rows for other modules' tests: the person's month (`YYYY-MM`) approved at `pricePerKm`, the map
 * of its year made when missing; a month already there is kept as it is.
 */
export async function insertApprovedMonth(
  db: Executor,
  row: { employeeId: string; month: string; value: string; pricePerKm: string | null },
): Promise<void> {
  const year = Number(row.month.slice(0, 4));
  await db.insert(kilometreMaps).values({ employeeId: row.employeeId, year }).onConflictDoNothing();
  const map = await findMap(db, row.employeeId, year);
  await db
    .insert(kilometreMapMonths)
    .values({
      mapId: map?.id ?? '',
      employeeId: row.employeeId,
      month: `${row.month}-01`,
      value: row.value,
      pricePerKm: row.pricePerKm,
      status: 'Approved',
    })
    .onConflictDoNothing();
}

/** A month's year as text, over the month's own row: the dashboard groups pending months by it. */
export const yearOfMonth = sql<string>`extract(year from ${kilometreMapMonths.month})::int::text`;

/** The approved months of a year of the people given (all people when none are given). */
export function approvedMonthsOf(db: Executor, year: number, employeeIds?: readonly string[]) {
  return db
    .select({
      employeeId: kilometreMapMonths.employeeId,
      month: kilometreMapMonths.month,
      value: kilometreMapMonths.value,
      pricePerKm: kilometreMapMonths.pricePerKm,
    })
    .from(kilometreMapMonths)
    .where(
      and(
        approvedInYear(year),
        employeeIds ? inArray(kilometreMapMonths.employeeId, [...employeeIds]) : undefined,
      ),
    );
}

/** The company's approved value and kilometres of each month of a year (one grouping). */
export function companyMonthSums(db: Executor, year: number) {
  return db
    .select({
      month: sql<number>`extract(month from ${kilometreMapMonths.month})::int`,
      value: sql<string>`sum(${kilometreMapMonths.value})::numeric(12,2)::text`,
      kilometres: sql<string>`sum(round(${kilometreMapMonths.value} / nullif(${kilometreMapMonths.pricePerKm}, 0), 1))::numeric(12,1)::text`,
    })
    .from(kilometreMapMonths)
    .where(approvedInYear(year))
    .groupBy(sql`extract(month from ${kilometreMapMonths.month})::int`);
}

/** The company's approved kilometre-map value of each month from `fromYear` to `toYear` (the crypto dashboard). */
export const approvedValueByMonth = (db: Executor, fromYear: number, toYear: number) =>
  approvedSumsByMonth(
    db,
    {
      table: kilometreMapMonths,
      month: kilometreMapMonths.month,
      euros: kilometreMapMonths.value,
      status: kilometreMapMonths.status,
    },
    fromYear,
    toYear,
  );
