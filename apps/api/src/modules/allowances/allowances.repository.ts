import { type AllowanceFilters, storedAllowanceStatus } from '@quadro/contract/allowances';
import { and, asc, between, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { waitingFirst } from '../../platform/approvals/queue-page.ts';
import { baseSalaryOn, leftOn } from '../contracts/contracts.public.ts';
import { people, personView, searchNameContains } from '../people/people.public.ts';
import {
  type AllowancePlanRow,
  allowanceInstalments,
  allowancePlans,
} from './allowances.schema.ts';

const senders = personView('senders');

const selectPlans = (db: Executor) =>
  db
    .select({ plan: allowancePlans, employeeName: people.name, senderName: senders.name })
    .from(allowancePlans)
    .innerJoin(people, eq(people.id, allowancePlans.employeeId))
    .leftJoin(senders, eq(senders.id, allowancePlans.sentBy));

export type PlanRow = Awaited<ReturnType<typeof findPlan>> & {};

export function findPlan(db: Executor, id: string) {
  return selectPlans(db)
    .where(eq(allowancePlans.id, id))
    .then((rows) => rows[0]);
}

export function lockPlan(db: Executor, id: string): Promise<AllowancePlanRow | undefined> {
  return db
    .select()
    .from(allowancePlans)
    .where(eq(allowancePlans.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/** Every plan of one employee, newest year first, Vacations before Christmas. */
export function listPlansOf(db: Executor, employeeId: string) {
  return selectPlans(db)
    .where(eq(allowancePlans.employeeId, employeeId))
    .orderBy(desc(allowancePlans.year), desc(allowancePlans.allowance));
}

/** The allowances an employee has a plan for in a year, locking those plans. */
export function lockAllowancesOfYear(db: Executor, employeeId: string, year: number) {
  return db
    .select({ allowance: allowancePlans.allowance })
    .from(allowancePlans)
    .where(and(eq(allowancePlans.employeeId, employeeId), eq(allowancePlans.year, year)))
    .for('update')
    .then((rows) => rows.map((row) => row.allowance));
}

export function listInstalments(db: Executor, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(allowanceInstalments)
    .where(inArray(allowanceInstalments.planId, [...planIds]))
    .orderBy(allowanceInstalments.planId, allowanceInstalments.position);
}

/** Plans paying something in `month` of their year. */
const paysIn = (month: number) =>
  sql`exists (select 1 from ${allowanceInstalments} where ${allowanceInstalments.planId} = ${allowancePlans.id} and ${allowanceInstalments.month} = ${month})`;

function filtersOf(filters: AllowanceFilters): SQL | undefined {
  return and(
    filters.allowance ? eq(allowancePlans.allowance, filters.allowance) : undefined,
    filters.year ? eq(allowancePlans.year, filters.year) : undefined,
    filters.status ? eq(allowancePlans.status, storedAllowanceStatus(filters.status)) : undefined,
    filters.month ? paysIn(filters.month) : undefined,
    filters.search.trim() ? searchNameContains(filters.search, people.searchName) : undefined,
  );
}

export const planQueueFilters = filtersOf;

export const planQueueRows = (db: Executor) => selectPlans(db).$dynamic();

/** After waiting ones: the newest year, by name. */
export const planQueueOrder = [
  desc(allowancePlans.year),
  asc(people.name),
  desc(allowancePlans.allowance),
  asc(allowancePlans.id),
];

/** Every filtered plan in the queue's order (the export). */
export function listPlans(db: Executor, filters: AllowanceFilters) {
  return selectPlans(db)
    .where(filtersOf(filters))
    .orderBy(waitingFirst(allowancePlans.status), ...planQueueOrder);
}

/** People are joined only to search, as in planTotals. */
export function planQueueCount(db: Executor, search: string) {
  const counted = db.select({ total: count() }).from(allowancePlans).$dynamic();
  return search.trim()
    ? counted.innerJoin(people, eq(people.id, allowancePlans.employeeId))
    : counted;
}

const euros = (amount: SQL) => sql<string>`coalesce(${amount}, 0)::numeric(14, 2)::text`;

/**
 * Spec §3's consolidated view, in exact decimals: with a month, what falls due in it (each plan's
 * instalments of that month, summed once per plan in a lateral join, which also keeps only the
 * plans paying that month); otherwise the plans' whole amounts. People are joined only to search.
 */
export async function planTotals(db: Executor, filters: AllowanceFilters) {
  const dueInMonth = db
    .select({ due: sql<string>`sum(${allowanceInstalments.amount})`.as('due') })
    .from(allowanceInstalments)
    .where(
      and(
        eq(allowanceInstalments.planId, allowancePlans.id),
        eq(allowanceInstalments.month, filters.month ?? 0),
      ),
    )
    .as('due_in_month');
  const due = filters.month ? sql`${dueInMonth.due}` : sql`${allowancePlans.amount}`;
  const searching = filters.search.trim() !== '';
  let query = db
    .select({
      totalPlans: sql<number>`count(*)::int`,
      totalEmployees: sql<number>`count(distinct ${allowancePlans.employeeId})::int`,
      totalVacations: euros(
        sql`sum(${due}) filter (where ${allowancePlans.allowance} = 'VACATIONS')`,
      ),
      totalChristmas: euros(
        sql`sum(${due}) filter (where ${allowancePlans.allowance} = 'CHRISTMAS')`,
      ),
      totalPayment: euros(sql`sum(${due})`),
    })
    .from(allowancePlans)
    .$dynamic();
  if (searching) query = query.innerJoin(people, eq(people.id, allowancePlans.employeeId));
  if (filters.month) query = query.crossJoinLateral(dueInMonth);
  const [row] = await query.where(
    and(
      filtersOf({ ...filters, month: undefined }),
      filters.month ? isNotNull(dueInMonth.due) : undefined,
    ),
  );
  return (
    row ?? {
      totalPlans: 0,
      totalEmployees: 0,
      totalVacations: '0.00',
      totalChristmas: '0.00',
      totalPayment: '0.00',
    }
  );
}

/**
 * What the approved plans of the years from `fromYear` to `toYear` pay in each of their months
 * (their instalments falling due then, what the consolidated view with that month shows), in one
 * grouping (the crypto dashboard): 'YYYY-MM' → euros.
 */
export async function approvedInstalmentsByMonth(
  db: Executor,
  fromYear: number,
  toYear: number,
): Promise<Map<string, string>> {
  const month = sql<string>`${allowancePlans.year} || '-' || lpad(${allowanceInstalments.month}::text, 2, '0')`;
  const rows = await db
    .select({
      month,
      euros: sql<string>`sum(${allowanceInstalments.amount})::numeric(14,2)::text`,
    })
    .from(allowancePlans)
    .innerJoin(allowanceInstalments, eq(allowanceInstalments.planId, allowancePlans.id))
    .where(
      and(
        between(allowancePlans.year, fromYear, toYear),
        eq(allowancePlans.status, storedAllowanceStatus('APPROVED')),
      ),
    )
    .groupBy(allowancePlans.year, allowanceInstalments.month);
  return new Map(rows.map((row) => [row.month, row.euros]));
}

export type NewPlan = typeof allowancePlans.$inferInsert;
export interface NewInstalment {
  month: number;
  amount: string;
  part: string;
}

export function insertPlans(db: Executor, plans: NewPlan[]): Promise<AllowancePlanRow[]> {
  if (plans.length === 0) return Promise.resolve([]);
  return db.insert(allowancePlans).values(plans).onConflictDoNothing().returning();
}

export async function insertPlan(db: Executor, plan: NewPlan): Promise<AllowancePlanRow> {
  const [row] = await db.insert(allowancePlans).values(plan).returning();
  if (!row) throw new Error('The plan was not inserted');
  return row;
}

export async function insertInstalments(
  db: Executor,
  byPlan: { planId: string; instalments: readonly NewInstalment[] }[],
): Promise<void> {
  const rows = byPlan.flatMap(({ planId, instalments }) =>
    instalments.map((instalment, position) => ({ planId, position, ...instalment })),
  );
  // 13 instalments at most a plan: chunks keep each statement under PostgreSQL's parameter limit.
  for (let start = 0; start < rows.length; start += 5000) {
    await db.insert(allowanceInstalments).values(rows.slice(start, start + 5000));
  }
}

export async function replaceInstalments(
  db: Executor,
  planId: string,
  instalments: readonly NewInstalment[],
): Promise<void> {
  await db.delete(allowanceInstalments).where(eq(allowanceInstalments.planId, planId));
  await insertInstalments(db, [{ planId, instalments }]);
}

export async function updatePlan(
  db: Executor,
  id: string,
  changes: Partial<NewPlan>,
): Promise<void> {
  await db.update(allowancePlans).set(changes).where(eq(allowancePlans.id, id));
}

export async function deletePlan(db: Executor, id: string): Promise<void> {
  await db.delete(allowancePlans).where(eq(allowancePlans.id, id));
}

export interface EmploymentFacts {
  id: string;
  name: string;
  email: string;
  startDate: string | null;
  leftOn: string | null;
  baseSalary: string | null;
}

const employmentColumns = (db: Executor, day: string) => ({
  id: people.id,
  name: people.name,
  email: people.email,
  startDate: people.startDate,
  leftOn: leftOn(db, people.id),
  baseSalary: baseSalaryOn(db, people.id, day),
});

/** When a person works and their base salary on `day`. */
export function employmentOf(
  db: Executor,
  employeeId: string,
  day: string,
): Promise<EmploymentFacts | undefined> {
  return db
    .select(employmentColumns(db, day))
    .from(people)
    .where(eq(people.id, employeeId))
    .then((rows) => rows[0]);
}

/** Enabled employees with no plan of this allowance for the year, with their employment facts. */
export function listEmployeesWithoutPlan(
  db: Executor,
  input: { year: number; allowance: string; day: string },
): Promise<EmploymentFacts[]> {
  return db
    .select(employmentColumns(db, input.day))
    .from(people)
    .where(
      and(
        eq(people.enabled, true),
        sql`'employee' = any(${people.profiles})`,
        sql`not exists (select 1 from ${allowancePlans} where ${allowancePlans.employeeId} = ${people.id} and ${allowancePlans.year} = ${input.year} and ${allowancePlans.allowance} = ${input.allowance})`,
      ),
    )
    .orderBy(people.name);
}
