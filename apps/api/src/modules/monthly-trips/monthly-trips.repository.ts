import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { kilometreMonths } from '../kilometre-maps/kilometre-maps.public.ts';
import { people, searchNameContains } from '../people/people.public.ts';
import { monthlyTrips, type NewMonthlyTrip, tripJustifications } from './monthly-trips.schema.ts';

const ofPeople = (column: typeof monthlyTrips.employeeId, employeeIds: readonly string[]) =>
  sql`${column} = any(${`{${employeeIds.join(',')}}`}::uuid[])`;

export const justificationOwnedBy = (employeeId: string) =>
  eq(tripJustifications.employeeId, employeeId);

export function tripsOf(db: Executor, employeeId: string, firstDay: string) {
  return db
    .select()
    .from(monthlyTrips)
    .where(and(eq(monthlyTrips.employeeId, employeeId), eq(monthlyTrips.month, firstDay)))
    .orderBy(asc(monthlyTrips.date), asc(monthlyTrips.createdAt), asc(monthlyTrips.id));
}

/** The trips of a month of these people (one query), by date. */
export function tripsOfPeople(db: Executor, employeeIds: readonly string[], firstDay: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(monthlyTrips)
    .where(and(ofPeople(monthlyTrips.employeeId, employeeIds), eq(monthlyTrips.month, firstDay)))
    .orderBy(asc(monthlyTrips.date), asc(monthlyTrips.createdAt), asc(monthlyTrips.id));
}

/** The trips of any month of the year of this person (their travel state's sums). */
export function tripKilometresOfYear(db: Executor, employeeId: string, year: number) {
  return db
    .select({
      month: monthlyTrips.month,
      kilometres: sql<string>`sum(case when ${monthlyTrips.roundTrip} then ${monthlyTrips.kilometres} * 2 else ${monthlyTrips.kilometres} end)::numeric(12,1)::text`,
    })
    .from(monthlyTrips)
    .where(
      and(
        eq(monthlyTrips.employeeId, employeeId),
        sql`${monthlyTrips.month} between ${`${year}-01-01`} and ${`${year}-12-01`}`,
      ),
    )
    .groupBy(monthlyTrips.month);
}

export function tripsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(monthlyTrips)
    .where(inArray(monthlyTrips.id, [...ids]));
}

export async function findJustification(db: Executor, employeeId: string, firstDay: string) {
  const [row] = await db
    .select()
    .from(tripJustifications)
    .where(and(justificationOwnedBy(employeeId), eq(tripJustifications.month, firstDay)));
  return row;
}

/** The person's justification of a month, made if missing, locked until the transaction ends. */
export async function lockJustification(db: Executor, employeeId: string, firstDay: string) {
  await db.insert(tripJustifications).values({ employeeId, month: firstDay }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(tripJustifications)
    .where(and(justificationOwnedBy(employeeId), eq(tripJustifications.month, firstDay)))
    .for('update');
  if (!row) throw new Error('The trip justification was just made');
  return row;
}

export function justificationsOfYear(db: Executor, employeeId: string, year: number) {
  return db
    .select()
    .from(tripJustifications)
    .where(
      and(
        justificationOwnedBy(employeeId),
        sql`${tripJustifications.month} between ${`${year}-01-01`} and ${`${year}-12-01`}`,
      ),
    );
}

/**
 * The month's trips become `trips`: those with an id kept are updated, the others removed, new
 * ones added.
 */
export async function replaceTrips(
  db: Executor,
  owner: { employeeId: string; month: string },
  trips: readonly (NewMonthlyTrip & { id?: string | undefined })[],
  now: Date,
) {
  const kept = trips.flatMap((trip) => (trip.id ? [trip.id] : []));
  await db
    .delete(monthlyTrips)
    .where(
      and(
        eq(monthlyTrips.employeeId, owner.employeeId),
        eq(monthlyTrips.month, owner.month),
        kept.length > 0 ? notInArray(monthlyTrips.id, kept) : undefined,
      ),
    );
  for (const { id, ...values } of trips) {
    if (id) {
      await db
        .update(monthlyTrips)
        .set({ ...values, updatedAt: now })
        .where(eq(monthlyTrips.id, id));
    }
  }
  const added = trips.filter((trip) => !trip.id);
  if (added.length > 0) await db.insert(monthlyTrips).values(added);
}

/** Adds the trips as they are; their ids, in order (other modules' tests name a trip by it). */
export async function insertTrips(db: Executor, rows: NewMonthlyTrip[]) {
  if (rows.length === 0) return [];
  return db.insert(monthlyTrips).values(rows).returning({ id: monthlyTrips.id });
}

/** A month's justification state: none sent yet is Pending Submission. */
export const justificationStatus = sql<string>`coalesce(${tripJustifications.status}, 'PendingSubmission')`;

/** Finance's month: each employee whose kilometre-map month is approved, by name. */
export const justificationQueueFilters = (query: { firstDay: string; search: string }) =>
  and(
    eq(kilometreMonths.month, query.firstDay),
    eq(kilometreMonths.status, 'Approved'),
    query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
  );

const withJustification = and(
  eq(tripJustifications.employeeId, kilometreMonths.employeeId),
  eq(tripJustifications.month, kilometreMonths.month),
);

/** Finance's queue rows: an approved month's employee, value and rate, and its justification. */
export function justificationQueueRows(db: Executor) {
  return db
    .select({
      employee: { id: people.id, name: people.name },
      kilometreMonth: {
        value: kilometreMonths.value,
        pricePerKm: kilometreMonths.pricePerKm,
      },
      justification: tripJustifications,
    })
    .from(kilometreMonths)
    .innerJoin(people, eq(people.id, kilometreMonths.employeeId))
    .leftJoin(tripJustifications, withJustification)
    .$dynamic();
}

export const justificationQueueOrder = [people.name, people.id];

export function justificationQueueCount(db: Executor) {
  return db
    .select({ total: count() })
    .from(kilometreMonths)
    .innerJoin(people, eq(people.id, kilometreMonths.employeeId))
    .leftJoin(tripJustifications, withJustification)
    .$dynamic();
}

/**
 * Approved kilometre-map months whose justification deadline (`deadlineDay` of the next month)
 * is before `today` and whose justification is neither sent nor accepted; of one person when
 * given.
 */
export async function countLateJustifications(
  db: Executor,
  today: string,
  deadlineDay: number,
  employeeId?: string,
) {
  const [row] = await db
    .select({ total: count() })
    .from(kilometreMonths)
    .leftJoin(
      tripJustifications,
      and(
        eq(tripJustifications.employeeId, kilometreMonths.employeeId),
        eq(tripJustifications.month, kilometreMonths.month),
      ),
    )
    .where(
      and(
        eq(kilometreMonths.status, 'Approved'),
        employeeId ? eq(kilometreMonths.employeeId, employeeId) : undefined,
        sql`(${kilometreMonths.month} + interval '1 month' + ${`${deadlineDay - 1} days`}::interval)::date < ${today}::date`,
        sql`${justificationStatus} not in ('PendingApproval', 'Approved')`,
      ),
    );
  return row?.total ?? 0;
}

/**
 * The trips of a month of these people whose justification finance accepted (one query), by
 * person and date: what the printed map lists.
 */
export function acceptedTripsOfPeople(
  db: Executor,
  employeeIds: readonly string[],
  firstDay: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: monthlyTrips.employeeId,
      date: monthlyTrips.date,
      origin: monthlyTrips.origin,
      destination: monthlyTrips.destination,
      purpose: monthlyTrips.purpose,
      kilometres: monthlyTrips.kilometres,
      roundTrip: monthlyTrips.roundTrip,
    })
    .from(monthlyTrips)
    .innerJoin(
      tripJustifications,
      and(
        eq(tripJustifications.employeeId, monthlyTrips.employeeId),
        eq(tripJustifications.month, monthlyTrips.month),
      ),
    )
    .where(
      and(
        ofPeople(monthlyTrips.employeeId, employeeIds),
        eq(monthlyTrips.month, firstDay),
        eq(tripJustifications.status, 'Approved'),
      ),
    )
    .orderBy(asc(monthlyTrips.employeeId), asc(monthlyTrips.date), asc(monthlyTrips.id));
}

/**
 * The trips naming a project in months whose justification finance accepted, with the rate the
 * kilometre-map month was sent at (null: it still follows the rates).
 */
export function approvedTripsOfProject(db: Executor, projectId: string) {
  return db
    .select({
      date: monthlyTrips.date,
      month: sql<string>`to_char(${monthlyTrips.month}, 'YYYY-MM')`,
      employeeName: people.name,
      origin: monthlyTrips.origin,
      destination: monthlyTrips.destination,
      kilometres: monthlyTrips.kilometres,
      roundTrip: monthlyTrips.roundTrip,
      pricePerKm: kilometreMonths.pricePerKm,
    })
    .from(monthlyTrips)
    .innerJoin(
      tripJustifications,
      and(
        eq(tripJustifications.employeeId, monthlyTrips.employeeId),
        eq(tripJustifications.month, monthlyTrips.month),
      ),
    )
    .innerJoin(people, eq(people.id, monthlyTrips.employeeId))
    .leftJoin(
      kilometreMonths,
      and(
        eq(kilometreMonths.employeeId, monthlyTrips.employeeId),
        eq(kilometreMonths.month, monthlyTrips.month),
      ),
    )
    .where(and(eq(monthlyTrips.projectId, projectId), eq(tripJustifications.status, 'Approved')))
    .orderBy(asc(monthlyTrips.date), asc(people.name), asc(monthlyTrips.id));
}
