import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { type ContractRow, contracts, type SalaryRow, salaries } from './contracts.schema.ts';

export function listContractsOf(db: Executor, employeeId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.userId, employeeId))
    .orderBy(desc(contracts.startedAt));
}

export async function findContract(db: Executor, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/**
 * The employee's latest contract, read under a lock on the employee's contracts held until the
 * transaction ends, so two contracts added at once take turns and each closes the one before it
 * (even for an employee with none yet, when there is no row to lock).
 */
export async function lockLatestContract(
  db: Executor,
  employeeId: string,
): Promise<ContractRow | undefined> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`contracts:${employeeId}`}, 0))`,
  );
  const rows = await db
    .select()
    .from(contracts)
    .where(eq(contracts.userId, employeeId))
    .orderBy(desc(contracts.startedAt));
  return rows[0];
}

export async function closeContract(db: Executor, id: string, endedAt: string): Promise<void> {
  await db.update(contracts).set({ endedAt }).where(eq(contracts.id, id));
}

export async function insertContract(
  db: Executor,
  contract: {
    userId: string;
    type: string;
    startedAt: string;
    salary: string;
    endedAt?: string | null;
  },
): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(contract).returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

/** The contract in force on a day: started on or before it, not ended by it. */
export async function contractInForce(
  db: Executor,
  employeeId: string,
  day: string,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, employeeId),
        lte(contracts.startedAt, day),
        or(isNull(contracts.endedAt), gt(contracts.endedAt, day)),
      ),
    )
    .orderBy(desc(contracts.startedAt))
    .limit(1);
  return row;
}

export function listSalariesOf(db: Executor, employeeId: string): Promise<SalaryRow[]> {
  return db
    .select()
    .from(salaries)
    .where(eq(salaries.userId, employeeId))
    .orderBy(desc(salaries.effectiveDate));
}

export function listSalariesOfContract(db: Executor, contractId: string): Promise<SalaryRow[]> {
  return db
    .select()
    .from(salaries)
    .where(eq(salaries.contractId, contractId))
    .orderBy(asc(salaries.effectiveDate));
}

export async function findSalary(db: Executor, id: string): Promise<SalaryRow | undefined> {
  const [row] = await db.select().from(salaries).where(eq(salaries.id, id));
  return row;
}

/** Nothing when the employee already has a salary from that date (the unique index decides). */
export async function insertSalary(
  db: Executor,
  salary: {
    userId: string;
    contractId: string | null;
    baseSalary: string;
    dislocationAllowance: string;
    effectiveDate: string;
    createdBy: string | null;
  },
): Promise<SalaryRow | undefined> {
  const [row] = await db.insert(salaries).values(salary).onConflictDoNothing().returning();
  return row;
}

export async function deleteSalary(db: Executor, id: string): Promise<SalaryRow | undefined> {
  const [row] = await db.delete(salaries).where(eq(salaries.id, id)).returning();
  return row;
}

/**
 * A column for a query over people, `userId` being its person id column (allowances' employment
 * facts): the first day a person no longer works, the end of their last contract once none is
 * open; null while one is, or when they have none. (Subqueries are built as queries of their own:
 * drizzle leaves column names unqualified in the select list of a one-table query.)
 */
export const leftOn = (db: Executor, userId: AnyPgColumn) =>
  sql<string | null>`(${db
    .select({
      leftOn: sql`case when bool_or(${contracts.endedAt} is null) then null else max(${contracts.endedAt})::text end`,
    })
    .from(contracts)
    .where(eq(contracts.userId, userId))})`;

/**
 * A column for a query over people (`userId` as in leftOn): the base salary in force on `day`;
 * for someone whose first salary starts later that year, that first one.
 */
export const baseSalaryOn = (db: Executor, userId: AnyPgColumn, day: string) => {
  const ofPerson = (until: string) =>
    and(eq(salaries.userId, userId), lte(salaries.effectiveDate, until));
  const inForce = db
    .select({ baseSalary: sql`${salaries.baseSalary}::text` })
    .from(salaries)
    .where(ofPerson(day))
    .orderBy(desc(salaries.effectiveDate))
    .limit(1);
  const firstThatYear = db
    .select({ baseSalary: sql`${salaries.baseSalary}::text` })
    .from(salaries)
    .where(ofPerson(`${day.slice(0, 4)}-12-31`))
    .orderBy(asc(salaries.effectiveDate))
    .limit(1);
  return sql<string | null>`coalesce((${inForce}), (${firstThatYear}))`;
};

/**
 * The monthly dislocation allowance in force on the first day of each month of `year` (twelve
 * decimal strings, January first; '0.00' before any salary).
 */
export async function dislocationAllowancesOfYear(
  db: Executor,
  userId: string,
  year: number,
): Promise<string[]> {
  const changes = await db
    .select({ from: salaries.effectiveDate, allowance: salaries.dislocationAllowance })
    .from(salaries)
    .where(and(eq(salaries.userId, userId), lte(salaries.effectiveDate, `${year}-12-01`)))
    .orderBy(asc(salaries.effectiveDate));
  return Array.from({ length: 12 }, (_, index) => {
    const firstDay = `${year}-${String(index + 1).padStart(2, '0')}-01`;
    return changes.findLast((change) => change.from <= firstDay)?.allowance ?? '0.00';
  });
}

/** The people whose salary in force on `day` carries a dislocation allowance above zero. */
export async function withDislocationOn(db: Executor, day: string): Promise<string[]> {
  const inForce = db
    .selectDistinctOn([salaries.userId], {
      userId: salaries.userId,
      allowance: salaries.dislocationAllowance,
    })
    .from(salaries)
    .where(lte(salaries.effectiveDate, day))
    .orderBy(salaries.userId, desc(salaries.effectiveDate))
    .as('in_force');
  const rows = await db
    .select({ userId: inForce.userId })
    .from(inForce)
    .where(sql`${inForce.allowance} > 0`);
  return rows.map((row) => row.userId);
}

/** Every salary of these people, oldest first (a project's salary costs pick the one in force). */
export function salariesOfPeople(db: Executor, ids: readonly string[]) {
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
