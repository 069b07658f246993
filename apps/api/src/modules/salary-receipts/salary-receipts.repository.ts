import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { files } from '../../platform/files/files.schema.ts';
import { people, personView, searchNameContains } from '../people/people.public.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

const senders = personView('senders');

const receiptColumns = {
  receipt: salaryReceipts,
  employeeName: people.name,
  senderName: senders.name,
  file: files,
};

const selectReceipts = (db: Executor) =>
  db
    .select(receiptColumns)
    .from(salaryReceipts)
    .innerJoin(people, eq(people.id, salaryReceipts.employeeId))
    .innerJoin(files, eq(files.id, salaryReceipts.fileId))
    .leftJoin(senders, eq(senders.id, salaryReceipts.sentBy));

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

export function findReceipt(db: Executor, id: string) {
  return selectReceipts(db)
    .where(eq(salaryReceipts.id, id))
    .then((rows) => rows[0]);
}

export interface ReceiptFilters {
  year: number;
  month?: number | undefined;
  kind?: string | undefined;
  search: string;
}

/** Finance's table of a year, filtered by month, kind and name. */
export function receiptQueueFilters(query: ReceiptFilters) {
  return and(
    eq(salaryReceipts.year, query.year),
    query.month ? eq(salaryReceipts.month, query.month) : undefined,
    query.kind ? eq(salaryReceipts.kind, query.kind) : undefined,
    query.search.trim() ? searchNameContains(query.search, people.searchName) : undefined,
  );
}

export const receiptQueueRows = (db: Executor) => selectReceipts(db).$dynamic();

/** After waiting ones: by month (newest first), name and kind. */
export const receiptQueueOrder = [
  desc(salaryReceipts.month),
  people.name,
  salaryReceipts.kind,
  salaryReceipts.id,
];

/** People are joined only to search: a year's count then reads the period index alone. */
export function receiptQueueCount(db: Executor, search: string) {
  const counted = db.select({ total: count() }).from(salaryReceipts).$dynamic();
  return search.trim()
    ? counted.innerJoin(people, eq(people.id, salaryReceipts.employeeId))
    : counted;
}

/** Enabled employees with no salary receipt (in any state) for the month, by name. */
export function listWithoutSalaryReceipt(
  db: Executor,
  period: { year: number; month: number; monthStart: string },
) {
  return db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(
      and(
        eq(people.enabled, true),
        sql`'employee' = any(${people.profiles})`,
        sql`(${people.startDate} is null or ${people.startDate} <= (${period.monthStart}::date + interval '1 month' - interval '1 day'))`,
        sql`not exists (select 1 from ${salaryReceipts} where ${salaryReceipts.employeeId} = ${people.id} and ${salaryReceipts.year} = ${period.year} and ${salaryReceipts.month} = ${period.month} and ${salaryReceipts.kind} in ('salary', 'correction'))`,
      ),
    )
    .orderBy(people.name, people.id);
}

export async function insertReceipt(db: Executor, values: typeof salaryReceipts.$inferInsert) {
  const [row] = await db.insert(salaryReceipts).values(values).returning();
  return row as typeof salaryReceipts.$inferSelect;
}

export async function lockReceipt(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(salaryReceipts)
    .where(eq(salaryReceipts.id, id))
    .for('update');
  return row;
}

export async function updateReceipt(
  db: Executor,
  id: string,
  values: Partial<typeof salaryReceipts.$inferInsert>,
  at: Date,
) {
  await db
    .update(salaryReceipts)
    .set({ ...values, updatedAt: at })
    .where(eq(salaryReceipts.id, id));
}

export async function deleteReceipt(db: Executor, id: string) {
  await db.delete(salaryReceipts).where(eq(salaryReceipts.id, id));
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/**
 * The employee's published receipts of a year, newest first; a month's salary receipt is left out
 * once a correction of that month is published, and a correction once a later one is.
 */
export function listPublishedOf(db: Executor, employeeId: string, year: number) {
  return db
    .select({ receipt: salaryReceipts, file: files })
    .from(salaryReceipts)
    .innerJoin(files, eq(files.id, salaryReceipts.fileId))
    .where(
      and(
        eq(salaryReceipts.employeeId, employeeId),
        eq(salaryReceipts.year, year),
        eq(salaryReceipts.status, 'Approved'),
        sql`not (${salaryReceipts.kind} in ('salary', 'correction') and exists (
          select 1 from ${salaryReceipts} as later
          where later.employee_id = ${salaryReceipts.employeeId}
            and later.year = ${salaryReceipts.year}
            and later.month = ${salaryReceipts.month}
            and later.kind = 'correction'
            and later.status = 'Approved'
            and later.id <> ${salaryReceipts.id}
            and (${salaryReceipts.kind} = 'salary'
              or (later.published_at, later.created_at, later.id)
                > (${salaryReceipts.publishedAt}, ${salaryReceipts.createdAt}, ${salaryReceipts.id}))
        ))`,
      ),
    )
    .orderBy(desc(salaryReceipts.month), desc(salaryReceipts.publishedAt), salaryReceipts.id);
}

export async function publishedYearsOf(db: Executor, employeeId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: salaryReceipts.year })
    .from(salaryReceipts)
    .where(and(eq(salaryReceipts.employeeId, employeeId), eq(salaryReceipts.status, 'Approved')))
    .orderBy(desc(salaryReceipts.year));
  return rows.map((row) => row.year);
}

/** The first time the employee opens a published receipt, it stops being new to them. */
export async function markViewed(db: Executor, id: string, at: Date) {
  await db
    .update(salaryReceipts)
    .set({ viewedAt: at })
    .where(and(eq(salaryReceipts.id, id), isNull(salaryReceipts.viewedAt)));
}
