import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { onClientDuring } from '../clients/clients.public.ts';
import { people, searchNameContains } from '../people/people.public.ts';
import { vacationCancellations, vacationFeeds, vacations } from './vacations.schema.ts';

/** Requests that hold days: neither rejected nor cancelled. */
export const holdsDays = and(ne(vacations.status, 'Rejected'), isNull(vacations.cancelledAt));

export const vacationOwnedBy = (employeeId: string) => eq(vacations.employeeId, employeeId);

const touching = (from: string, to: string) =>
  and(lte(vacations.startDate, to), gte(vacations.endDate, from));

const vacationColumns = {
  vacation: vacations,
  employeeName: people.name,
};

export function findVacation(db: Executor, id: string) {
  return db
    .select(vacationColumns)
    .from(vacations)
    .innerJoin(people, eq(people.id, vacations.employeeId))
    .where(eq(vacations.id, id))
    .then((rows) => rows[0]);
}

/** The employee's requests touching a period, earliest first. */
export function listVacationsOf(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select(vacationColumns)
    .from(vacations)
    .innerJoin(people, eq(people.id, vacations.employeeId))
    .where(and(vacationOwnedBy(employeeId), touching(from, to)))
    .orderBy(asc(vacations.startDate), asc(vacations.createdAt));
}

/** Each request's latest cancellation request. */
export async function latestCancellations(db: Executor, vacationIds: readonly string[]) {
  if (vacationIds.length === 0) return new Map<string, typeof vacationCancellations.$inferSelect>();
  const rows = await db
    .selectDistinctOn([vacationCancellations.vacationId])
    .from(vacationCancellations)
    .where(inArray(vacationCancellations.vacationId, [...vacationIds]))
    .orderBy(vacationCancellations.vacationId, desc(vacationCancellations.createdAt));
  return new Map(rows.map((row) => [row.vacationId, row]));
}

/**
 * Serialises the changes of one employee's requests (create, edit, send), so two at once cannot
 * both pass the overlap and balance checks: a transaction-scoped advisory lock on their id.
 */
export async function lockEmployeeVacations(db: Executor, employeeId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vacations:${employeeId}`}))`);
}

/** Another request of the employee holding days on a day of the period. */
export async function findOverlap(
  db: Executor,
  employeeId: string,
  period: { start: string; end: string },
  exceptId: string | null,
) {
  const [row] = await db
    .select({ id: vacations.id })
    .from(vacations)
    .where(
      and(
        vacationOwnedBy(employeeId),
        holdsDays,
        touching(period.start, period.end),
        exceptId ? ne(vacations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The employee's requests holding days in a period: the balance and the day distribution. */
export function listBookedOf(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select({
      id: vacations.id,
      start: vacations.startDate,
      end: vacations.endDate,
      halfDay: vacations.halfDay,
      status: vacations.status,
    })
    .from(vacations)
    .where(and(vacationOwnedBy(employeeId), holdsDays, touching(from, to)));
}

export async function insertVacation(db: Executor, values: typeof vacations.$inferInsert) {
  const [row] = await db.insert(vacations).values(values).returning();
  return row as typeof vacations.$inferSelect;
}

export async function updateVacation(
  db: Executor,
  id: string,
  values: Partial<typeof vacations.$inferInsert>,
) {
  const [row] = await db
    .update(vacations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(vacations.id, id))
    .returning();
  return row;
}

export async function deleteVacation(db: Executor, id: string) {
  await db.delete(vacations).where(eq(vacations.id, id));
}

export async function insertCancellation(
  db: Executor,
  values: typeof vacationCancellations.$inferInsert,
) {
  const [row] = await db.insert(vacationCancellations).values(values).returning();
  return row as typeof vacationCancellations.$inferSelect;
}

export async function markCancelled(db: Executor, vacationId: string, at: Date) {
  await db
    .update(vacations)
    .set({ cancelledAt: at, updatedAt: at })
    .where(eq(vacations.id, vacationId));
}

export async function findCancellation(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(vacationCancellations)
    .where(eq(vacationCancellations.id, id));
  return row;
}

export interface VacationTableQuery {
  status?: string | undefined;
  kind?: 'Request' | 'Cancellation' | undefined;
  employeeId?: string | undefined;
  clientId?: string | undefined;
  year?: number | undefined;
  search?: string | undefined;
}

/** The filters both kinds of row share: the request's employee, period and client. */
function sharedFilters(query: VacationTableQuery): SQL | undefined {
  return and(
    query.employeeId ? eq(vacations.employeeId, query.employeeId) : undefined,
    query.year ? touching(`${query.year}-01-01`, `${query.year}-12-31`) : undefined,
    query.clientId
      ? onClientDuring(vacations.employeeId, query.clientId, vacations.startDate, vacations.endDate)
      : undefined,
    query.search ? searchNameContains(query.search, people.searchName) : undefined,
  );
}

/**
 * The approvers' table: requests sent to approval or decided (drafts are their employee's own),
 * and cancellation requests, as one list.
 */
function tableRows(db: Executor, query: VacationTableQuery) {
  const requests = db
    .select({
      kind: sql<'Request' | 'Cancellation'>`'Request'`.as('kind'),
      id: vacations.id,
      vacationId: sql<string>`${vacations.id}`.as('vacation_id'),
      employeeId: vacations.employeeId,
      employeeName: people.name,
      start: vacations.startDate,
      end: vacations.endDate,
      halfDay: vacations.halfDay,
      days: vacations.days,
      status: vacations.status,
      rejectionReason: vacations.rejectionReason,
      note: vacations.note,
      createdAt: vacations.createdAt,
    })
    .from(vacations)
    .innerJoin(people, eq(people.id, vacations.employeeId))
    .where(
      and(
        ne(vacations.status, 'PendingSubmission'),
        query.status ? eq(vacations.status, query.status) : undefined,
        sharedFilters(query),
      ),
    );
  const cancellations = db
    .select({
      kind: sql<'Request' | 'Cancellation'>`'Cancellation'`.as('kind'),
      id: vacationCancellations.id,
      vacationId: vacationCancellations.vacationId,
      employeeId: vacations.employeeId,
      employeeName: people.name,
      start: vacations.startDate,
      end: vacations.endDate,
      halfDay: vacations.halfDay,
      days: vacations.days,
      status: vacationCancellations.status,
      rejectionReason: vacationCancellations.rejectionReason,
      note: vacationCancellations.reason,
      createdAt: vacationCancellations.createdAt,
    })
    .from(vacationCancellations)
    .innerJoin(vacations, eq(vacations.id, vacationCancellations.vacationId))
    .innerJoin(people, eq(people.id, vacations.employeeId))
    .where(
      and(
        query.status ? eq(vacationCancellations.status, query.status) : undefined,
        sharedFilters(query),
      ),
    );
  if (query.kind === 'Request') return requests;
  if (query.kind === 'Cancellation') return cancellations;
  return requests.unionAll(cancellations);
}

export async function listTableRows(
  db: Executor,
  query: VacationTableQuery,
  page: { limit: number; offset: number },
) {
  const rows = tableRows(db, query).as('rows');
  return db
    .select()
    .from(rows)
    .orderBy(
      sql`(${rows.status} = 'PendingApproval') desc`,
      desc(rows.start),
      asc(rows.employeeName),
      asc(rows.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTableRows(db: Executor, query: VacationTableQuery): Promise<number> {
  const rows = tableRows(db, query).as('rows');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(rows);
  return row?.total ?? 0;
}

/** Everybody's approved and pending vacations touching a period, for the team calendar. */
export function listAwayBetween(db: Executor, from: string, to: string, clientId?: string) {
  return db
    .select({
      id: vacations.id,
      employeeId: vacations.employeeId,
      employeeName: people.name,
      start: vacations.startDate,
      end: vacations.endDate,
      halfDay: vacations.halfDay,
      status: vacations.status,
    })
    .from(vacations)
    .innerJoin(people, eq(people.id, vacations.employeeId))
    .where(
      and(
        inArray(vacations.status, ['Approved', 'PendingApproval']),
        isNull(vacations.cancelledAt),
        touching(from, to),
        clientId
          ? onClientDuring(vacations.employeeId, clientId, vacations.startDate, vacations.endDate)
          : undefined,
      ),
    )
    .orderBy(asc(vacations.startDate), asc(people.name), asc(vacations.id));
}

/** Approved vacations: one employee's, or everybody's (the calendar feeds). */
export function listApproved(db: Executor, employeeId: string | null, from: string) {
  return db
    .select({
      id: vacations.id,
      employeeName: people.name,
      start: vacations.startDate,
      end: vacations.endDate,
      halfDay: vacations.halfDay,
      updatedAt: vacations.updatedAt,
    })
    .from(vacations)
    .innerJoin(people, eq(people.id, vacations.employeeId))
    .where(
      and(
        eq(vacations.status, 'Approved'),
        isNull(vacations.cancelledAt),
        gte(vacations.endDate, from),
        employeeId ? vacationOwnedBy(employeeId) : undefined,
      ),
    )
    .orderBy(asc(vacations.startDate));
}

export async function findFeedToken(db: Executor, userId: string) {
  const [row] = await db.select().from(vacationFeeds).where(eq(vacationFeeds.userId, userId));
  return row?.token ?? null;
}

/** Stores the person's new calendar token, replacing the old one (whose address stops working). */
export async function saveFeedToken(db: Executor, userId: string, token: string) {
  await db
    .insert(vacationFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: vacationFeeds.userId, set: { token, createdAt: sql`now()` } });
}

/** Gives the person a calendar token unless they have one (two first reads keep the same). */
export async function ensureFeedToken(db: Executor, userId: string, token: string) {
  await db.insert(vacationFeeds).values({ userId, token }).onConflictDoNothing();
}

export async function findFeedOwner(db: Executor, token: string) {
  const [row] = await db
    .select({ userId: people.id, profiles: people.profiles, enabled: people.enabled })
    .from(vacationFeeds)
    .innerJoin(people, eq(people.id, vacationFeeds.userId))
    .where(eq(vacationFeeds.token, token));
  return row;
}

/**
 * Who among these people is on which client during a period, and every client by name (the
 * approvers' filters): clients' queries, named here for the vacation services.
 */
export { listClientNames, listClientsOf } from '../clients/clients.public.ts';

/** The periods of the vacations, by id: one query. */
export async function listPeriods(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: vacations.id,
      start: vacations.startDate,
      end: vacations.endDate,
      halfDay: vacations.halfDay,
    })
    .from(vacations)
    .where(inArray(vacations.id, [...ids]));
}
