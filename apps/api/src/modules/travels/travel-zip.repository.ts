import { lastDayOf } from '@quadro/contract/calendar-days';
import { and, asc, between, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kilometreMapMonths, kilometreMaps } from '../kilometre-maps/kilometre-maps.public.ts';
import { users } from '../people/people.public.ts';
import { roadTrips } from '../road-trips/road-trips.public.ts';

/** Where a page of employees ends: the next page starts after this name and id. */
export interface EmployeeCursor {
  name: string;
  id: string;
}

/**
 * An approved month as the printed map needs it. An approved month is final: the last change to
 * its row is the decision that approved it, so its `updatedAt` is when it was approved.
 */
const approvedMonthColumns = {
  employeeId: kilometreMapMonths.employeeId,
  employeeName: users.name,
  taxNumber: users.taxNumber,
  vehiclePlate: kilometreMaps.vehiclePlate,
  month: kilometreMapMonths.month,
  value: kilometreMapMonths.value,
  pricePerKm: kilometreMapMonths.pricePerKm,
  approvedAt: kilometreMapMonths.updatedAt,
};

function approvedMonths(db: Executor) {
  return db
    .select(approvedMonthColumns)
    .from(kilometreMapMonths)
    .innerJoin(users, eq(users.id, kilometreMapMonths.employeeId))
    .innerJoin(kilometreMaps, eq(kilometreMaps.id, kilometreMapMonths.mapId));
}

/**
 * A person's month in a zip: its approved map, or only approved road trips starting in it (then
 * `value`, `pricePerKm` and `approvedAt` are null and no map is printed).
 */
export interface ApprovedMonthRow {
  employeeId: string;
  employeeName: string;
  taxNumber: string | null;
  vehiclePlate: string | null;
  /** Its first day. */
  month: string;
  value: string | null;
  pricePerKm: string | null;
  approvedAt: Date | null;
}

/** The person has an approved road trip starting in the month (its receipts go in the zip). */
const approvedRoadTripIn = (month: string) =>
  sql`exists (select 1 from ${roadTrips} where ${roadTrips.employeeId} = ${users.id}
    and ${roadTrips.status} = 'Approved'
    and ${roadTrips.startDate} between ${`${month}-01`} and ${lastDayOf(month)})`;

/**
 * One page of a month's people, by name, after `cursor` (keyset: each page costs the same however
 * far into the month, and the month's rows are never read at once): those with the month's map
 * approved, and those with only approved road trips starting in it.
 */
export function approvedMonthPage(
  db: Executor,
  query: { month: string; after: EmployeeCursor | null; limit: number },
): Promise<ApprovedMonthRow[]> {
  const first = `${query.month}-01`;
  return db
    .select({
      ...approvedMonthColumns,
      employeeId: users.id,
      month: sql<string>`${first}::date::text`,
    })
    .from(users)
    .leftJoin(
      kilometreMapMonths,
      and(
        eq(kilometreMapMonths.employeeId, users.id),
        eq(kilometreMapMonths.month, first),
        eq(kilometreMapMonths.status, 'Approved'),
      ),
    )
    .leftJoin(kilometreMaps, eq(kilometreMaps.id, kilometreMapMonths.mapId))
    .where(
      and(
        or(isNotNull(kilometreMapMonths.id), approvedRoadTripIn(query.month)),
        query.after
          ? sql`(${users.name}, ${users.id}) > (${query.after.name}, ${query.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit);
}

/** One employee's approved maps of a year, January first. */
function approvedMapsOfEmployee(db: Executor, employeeId: string, year: number) {
  return approvedMonths(db)
    .where(
      and(
        eq(kilometreMapMonths.employeeId, employeeId),
        eq(kilometreMapMonths.status, 'Approved'),
        between(kilometreMapMonths.month, `${year}-01-01`, `${year}-12-01`),
      ),
    )
    .orderBy(asc(kilometreMapMonths.month));
}

/**
 * One employee's months of a year with an approved map or an approved road trip starting in them,
 * January first.
 */
export async function approvedMonthsOfEmployee(
  db: Executor,
  employeeId: string,
  year: number,
): Promise<ApprovedMonthRow[]> {
  const tripMonth = sql<string>`date_trunc('month', ${roadTrips.startDate})::date::text`;
  const [maps, tripMonths, [person]] = await Promise.all([
    approvedMapsOfEmployee(db, employeeId, year),
    db
      .selectDistinct({ month: tripMonth })
      .from(roadTrips)
      .where(
        and(
          eq(roadTrips.employeeId, employeeId),
          eq(roadTrips.status, 'Approved'),
          between(roadTrips.startDate, `${year}-01-01`, `${year}-12-31`),
        ),
      ),
    db
      .select({ name: users.name, taxNumber: users.taxNumber })
      .from(users)
      .where(eq(users.id, employeeId)),
  ]);
  const mapped = new Set(maps.map((row) => row.month));
  const tripsOnly = tripMonths
    .filter(({ month }) => !mapped.has(month))
    .map(({ month }) => ({
      employeeId,
      employeeName: person?.name ?? '',
      taxNumber: person?.taxNumber ?? null,
      vehiclePlate: null,
      month,
      value: null,
      pricePerKm: null,
      approvedAt: null,
    }));
  return [...maps, ...tripsOnly].sort((a, b) => a.month.localeCompare(b.month));
}
