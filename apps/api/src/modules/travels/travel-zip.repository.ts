import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { kilometreMapMonths, kilometreMaps } from './travels.schema.ts';

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

export type ApprovedMonthRow = Awaited<ReturnType<typeof approvedMonthsOfEmployee>>[number];

/**
 * One page of a month's approved maps, by employee name, after `cursor` (keyset: each page costs
 * the same however far into the month, and the month's rows are never read at once).
 */
export function approvedMonthPage(
  db: Executor,
  query: { month: string; after: EmployeeCursor | null; limit: number },
) {
  return approvedMonths(db)
    .where(
      and(
        eq(kilometreMapMonths.month, `${query.month}-01`),
        eq(kilometreMapMonths.status, 'Approved'),
        query.after
          ? sql`(${users.name}, ${users.id}) > (${query.after.name}, ${query.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit);
}

/** One employee's approved months of a year, January first. */
export function approvedMonthsOfEmployee(db: Executor, employeeId: string, year: number) {
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
