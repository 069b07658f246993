import { MONTHS } from '@quadro/contract/months';
import { and, between, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { approvedSumsByMonth } from '../../platform/dashboard/approved-sums-by-month.ts';
import { files } from '../../platform/files/files.schema.ts';
import { escapeLikePattern, people, searchNameContains } from '../people/people.public.ts';
import {
  type NewTravelPass,
  travelPassBlockCodes,
  travelPassBlocks,
  travelPasses,
} from './travel-passes.schema.ts';

export const passOwnedBy = (employeeId: string) => eq(travelPasses.employeeId, employeeId);

const passColumns = {
  pass: travelPasses,
  employeeName: people.name,
  attachmentName: files.originalName,
};

/** What a filter matches: the month as shown ('November 2026', '2026-11'), the state, the value. */
function filterMatches(filter: string): SQL | undefined {
  const term = filter.trim().toLowerCase();
  if (!term) return undefined;
  const like = `%${escapeLikePattern(term)}%`;
  return sql`(
    lower(to_char(${travelPasses.month}, 'FMMonth YYYY')) like ${like}
    or to_char(${travelPasses.month}, 'YYYY-MM') like ${like}
    or lower(regexp_replace(${travelPasses.status}, '([a-z])([A-Z])', '\\1 \\2', 'g')) like ${like}
    or coalesce(${travelPasses.value}::text, '') like ${like}
  )`;
}

export function findPass(db: Executor, id: string) {
  return db
    .select(passColumns)
    .from(travelPasses)
    .innerJoin(people, eq(people.id, travelPasses.employeeId))
    .leftJoin(files, eq(files.id, travelPasses.attachmentFileId))
    .where(eq(travelPasses.id, id))
    .then((rows) => rows[0]);
}

/** A person's passes, newest month first, one page. */
export function listPassesOf(
  db: Executor,
  employeeId: string,
  query: { filter: string; limit: number; offset: number },
) {
  return db
    .select(passColumns)
    .from(travelPasses)
    .innerJoin(people, eq(people.id, travelPasses.employeeId))
    .leftJoin(files, eq(files.id, travelPasses.attachmentFileId))
    .where(and(passOwnedBy(employeeId), filterMatches(query.filter)))
    .orderBy(desc(travelPasses.month))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countPassesOf(db: Executor, employeeId: string, filter: string) {
  const [row] = await db
    .select({ total: count() })
    .from(travelPasses)
    .where(and(passOwnedBy(employeeId), filterMatches(filter)));
  return row?.total ?? 0;
}

/** Many passes in one statement (the demo seed's months). */
export async function insertPasses(db: Executor, rows: NewTravelPass[]): Promise<void> {
  if (rows.length > 0) await db.insert(travelPasses).values(rows);
}

export async function insertPass(db: Executor, values: typeof travelPasses.$inferInsert) {
  const [row] = await db.insert(travelPasses).values(values).returning();
  return row as typeof travelPasses.$inferSelect;
}

export async function lockPass(db: Executor, id: string) {
  const [row] = await db.select().from(travelPasses).where(eq(travelPasses.id, id)).for('update');
  return row;
}

export async function updatePass(
  db: Executor,
  id: string,
  values: Partial<typeof travelPasses.$inferInsert>,
  at: Date,
) {
  await db
    .update(travelPasses)
    .set({ ...values, updatedAt: at })
    .where(eq(travelPasses.id, id));
}

export async function deletePass(db: Executor, id: string) {
  await db.delete(travelPasses).where(eq(travelPasses.id, id));
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Finance's queue rows: a pass with its holder's name and its attachment's. */
export function passQueueRows(db: Executor) {
  return db
    .select(passColumns)
    .from(travelPasses)
    .innerJoin(people, eq(people.id, travelPasses.employeeId))
    .leftJoin(files, eq(files.id, travelPasses.attachmentFileId))
    .$dynamic();
}

/** Finance's queue count and the approved passes' euros (people joined for the name search). */
export function passQueueCount(db: Executor) {
  return db
    .select({
      total: count(),
      approvedTotal: sql<string>`coalesce(sum(${travelPasses.value}) filter (where ${travelPasses.status} = 'Approved'), 0)::numeric(12,2)::text`,
    })
    .from(travelPasses)
    .innerJoin(people, eq(people.id, travelPasses.employeeId))
    .$dynamic();
}

/** Finance's month, by name. */
export const passQueueFilters = (query: { month: string; search: string }) =>
  and(
    eq(travelPasses.month, query.month),
    query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
  );

export const passQueueOrder = [people.name, travelPasses.id];

export async function blockMonth(db: Executor, employeeId: string, month: string) {
  await db.insert(travelPassBlocks).values({ employeeId, month }).onConflictDoNothing();
}

export async function isMonthBlocked(db: Executor, employeeId: string, month: string) {
  const [row] = await db
    .select({ month: travelPassBlocks.month })
    .from(travelPassBlocks)
    .where(and(eq(travelPassBlocks.employeeId, employeeId), eq(travelPassBlocks.month, month)));
  return row !== undefined;
}

export async function insertBlockCode(
  db: Executor,
  values: typeof travelPassBlockCodes.$inferInsert,
) {
  await db.insert(travelPassBlockCodes).values(values);
}

export async function findBlockCode(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(travelPassBlockCodes)
    .where(eq(travelPassBlockCodes.code, code));
  return row;
}

/** The approved passes of a month that have a receipt, with their files, by name. */
export function listApprovedReceipts(db: Executor, month: string) {
  return db
    .select({ employeeName: people.name, month: travelPasses.month, file: files })
    .from(travelPasses)
    .innerJoin(people, eq(people.id, travelPasses.employeeId))
    .innerJoin(files, eq(files.id, travelPasses.attachmentFileId))
    .where(and(eq(travelPasses.month, month), eq(travelPasses.status, 'Approved')))
    .orderBy(people.name, travelPasses.id);
}

/**
 * Who gets this month's reminder: enabled employees and trainees started by the month's end with no
 * pass sent for it (none, or one not yet sent or rejected) who did not block the month.
 */
export function listOwingPass(db: Executor, month: string, monthEnd: string) {
  return db
    .select({ employeeId: people.id, name: people.name, email: people.email })
    .from(people)
    .leftJoin(
      travelPasses,
      and(eq(travelPasses.employeeId, people.id), eq(travelPasses.month, month)),
    )
    .where(
      and(
        eq(people.enabled, true),
        sql`${people.profiles} && array['employee', 'trainee']::text[]`,
        sql`(${people.startDate} is null or ${people.startDate} <= ${monthEnd})`,
        sql`(${travelPasses.id} is null or ${travelPasses.status} in ('PendingSubmission', 'Rejected'))`,
        sql`not exists (select 1 from ${travelPassBlocks} where ${travelPassBlocks.employeeId} = ${people.id} and ${travelPassBlocks.month} = ${month})`,
      ),
    )
    .orderBy(people.name);
}

const approvedInYear = (year: number) =>
  and(
    eq(travelPasses.status, 'Approved'),
    between(travelPasses.month, `${year}-01-01`, `${year}-12-01`),
  );

const yearSearch = (search: string) =>
  search.trim() ? searchNameContains(search, people.searchName) : undefined;

/**
 * The approved passes of a year of the person on the outer query's row, as `p`. Written out,
 * because Drizzle leaves columns unqualified in a query on one table.
 */
const approvedPassesOfPerson = (year: number) =>
  sql`from ${travelPasses} p where p.employee_id = "people"."id" and p.status = 'Approved' and p.month between ${`${year}-01-01`} and ${`${year}-12-01`}`;

const hasApprovedPassIn = (year: number) => sql`exists (select 1 ${approvedPassesOfPerson(year)})`;

/** The person's sum of each month, January first, null where nothing was approved. */
function monthlySumsOf(year: number) {
  const sums = MONTHS.map(
    (month) =>
      sql`sum(p.value) filter (where extract(month from p.month) = ${sql.raw(String(month.number))})`,
  );
  return sql<
    (string | null)[]
  >`(select array[${sql.join(sums, sql`, `)}]::text[] ${approvedPassesOfPerson(year)})`;
}

/**
 * A year's approved passes summed per employee and month, one page by name. The page of people is
 * chosen first and only its passes are summed (through the employee-and-month index), rather than
 * grouping every pass of the year to keep twenty groups.
 */
export function listYearTotalsByEmployee(
  db: Executor,
  query: { year: number; search: string; limit?: number; offset?: number },
) {
  const selection = db
    .select({
      employeeId: people.id,
      employeeName: people.name,
      months: monthlySumsOf(query.year),
      total: sql<string>`(select sum(p.value)::numeric(12,2)::text ${approvedPassesOfPerson(query.year)})`,
    })
    .from(people)
    .where(and(hasApprovedPassIn(query.year), yearSearch(query.search)))
    .orderBy(people.name, people.id)
    .$dynamic();
  return query.limit === undefined
    ? selection
    : selection.limit(query.limit).offset(query.offset ?? 0);
}

export async function countEmployeesWithYearTotals(
  db: Executor,
  query: { year: number; search: string },
) {
  const [row] = await db
    .select({ total: count() })
    .from(people)
    .where(and(hasApprovedPassIn(query.year), yearSearch(query.search)));
  return row?.total ?? 0;
}

/** The company's approved total of each month of a year and of the whole year (one rollup). */
export async function companyYearTotals(db: Executor, year: number) {
  const monthNumber = sql<number | null>`extract(month from ${travelPasses.month})::int`;
  const rows = await db
    .select({
      month: monthNumber,
      total: sql<string>`coalesce(sum(${travelPasses.value}), 0)::numeric(12,2)::text`,
    })
    .from(travelPasses)
    .where(approvedInYear(year))
    .groupBy(sql`rollup (${monthNumber})`);
  const byMonth = new Map(rows.map((row) => [row.month, row.total]));
  return {
    months: MONTHS.map((month) => byMonth.get(month.number) ?? '0.00'),
    total: byMonth.get(null) ?? '0.00',
  };
}

/** One person's pass of one month (its first day), if added: the dashboard's widget. */
export async function findPassOfMonth(db: Executor, employeeId: string, month: string) {
  const [row] = await db
    .select({ id: travelPasses.id, status: travelPasses.status, value: travelPasses.value })
    .from(travelPasses)
    .where(and(eq(travelPasses.employeeId, employeeId), eq(travelPasses.month, month)));
  return row;
}

/** The company's approved travel passes of each month from `fromYear` to `toYear` (the crypto dashboard). */
export const approvedPassesByMonth = (db: Executor, fromYear: number, toYear: number) =>
  approvedSumsByMonth(
    db,
    {
      table: travelPasses,
      month: travelPasses.month,
      euros: travelPasses.value,
      status: travelPasses.status,
    },
    fromYear,
    toYear,
  );
