import { lastDayOf } from '@quadro/contract/calendar-days';
import { and, asc, between, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kilometreMapsView, kilometreMonths } from '../kilometre-maps/kilometre-maps.public.ts';
import { users } from '../people/people.public.ts';
import {
  approvedRoadTripBetween,
  approvedRoadTripMonthsOf,
} from '../road-trips/road-trips.public.ts';

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
  employeeId: kilometreMonths.employeeId,
  employeeName: users.name,
  taxNumber: users.taxNumber,
  vehiclePlate: kilometreMapsView.vehiclePlate,
  month: kilometreMonths.month,
  value: kilometreMonths.value,
  pricePerKm: kilometreMonths.pricePerKm,
  approvedAt: kilometreMonths.updatedAt,
};

function approvedMonths(db: Executor) {
  return db
    .select(approvedMonthColumns)
    .from(kilometreMonths)
    .innerJoin(users, eq(users.id, kilometreMonths.employeeId))
    .innerJoin(kilometreMapsView, eq(kilometreMapsView.id, kilometreMonths.mapId));
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
  approvedRoadTripBetween(users.id, `${month}-01`, lastDayOf(month));

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
      kilometreMonths,
      and(
        eq(kilometreMonths.employeeId, users.id),
        eq(kilometreMonths.month, first),
        eq(kilometreMonths.status, 'Approved'),
      ),
    )
    .leftJoin(kilometreMapsView, eq(kilometreMapsView.id, kilometreMonths.mapId))
    .where(
      and(
        or(isNotNull(kilometreMonths.id), approvedRoadTripIn(query.month)),
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
        eq(kilometreMonths.employeeId, employeeId),
        eq(kilometreMonths.status, 'Approved'),
        between(kilometreMonths.month, `${year}-01-01`, `${year}-12-01`),
      ),
    )
    .orderBy(asc(kilometreMonths.month));
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
  const [maps, tripMonths, [person]] = await Promise.all([
    approvedMapsOfEmployee(db, employeeId, year),
    approvedRoadTripMonthsOf(db, employeeId, year),
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
