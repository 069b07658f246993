import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { files } from '../../platform/files/files.schema.ts';
import { people } from '../people/people.public.ts';
import {
  salaryReceiptBatches,
  salaryReceiptBatchItems,
  salaryReceipts,
} from './salary-receipts.schema.ts';

export async function insertBatch(db: Executor, values: typeof salaryReceiptBatches.$inferInsert) {
  const [row] = await db.insert(salaryReceiptBatches).values(values).returning();
  return row as typeof salaryReceiptBatches.$inferSelect;
}

export async function findBatch(db: Executor, id: string) {
  const [row] = await db.select().from(salaryReceiptBatches).where(eq(salaryReceiptBatches.id, id));
  return row;
}

export async function lockBatch(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(salaryReceiptBatches)
    .where(eq(salaryReceiptBatches.id, id))
    .for('update');
  return row;
}

export async function addSourceBytes(db: Executor, id: string, bytes: number) {
  await db
    .update(salaryReceiptBatches)
    .set({ sourceBytes: sql`${salaryReceiptBatches.sourceBytes} + ${bytes}` })
    .where(eq(salaryReceiptBatches.id, id));
}

export async function markConfirmed(db: Executor, id: string) {
  await db
    .update(salaryReceiptBatches)
    .set({ status: 'Confirmed' })
    .where(eq(salaryReceiptBatches.id, id));
}

export async function deleteBatch(db: Executor, id: string) {
  await db.delete(salaryReceiptBatches).where(eq(salaryReceiptBatches.id, id));
}

export async function nextPosition(db: Executor, batchId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(salaryReceiptBatchItems.position) })
    .from(salaryReceiptBatchItems)
    .where(eq(salaryReceiptBatchItems.batchId, batchId));
  return (row?.last ?? 0) + 1;
}

export async function insertItems(
  db: Executor,
  values: Array<typeof salaryReceiptBatchItems.$inferInsert>,
) {
  // Nine parameters an item: slices stay far below PostgreSQL's 65,535 per statement.
  for (let start = 0; start < values.length; start += 1000) {
    await db.insert(salaryReceiptBatchItems).values(values.slice(start, start + 1000));
  }
}

/** The batch's items in upload order, with their files and matched names. */
export function listItems(db: Executor, batchId: string) {
  return db
    .select({ item: salaryReceiptBatchItems, employeeName: people.name, file: files })
    .from(salaryReceiptBatchItems)
    .innerJoin(files, eq(files.id, salaryReceiptBatchItems.fileId))
    .leftJoin(people, eq(people.id, salaryReceiptBatchItems.employeeId))
    .where(eq(salaryReceiptBatchItems.batchId, batchId))
    .orderBy(salaryReceiptBatchItems.position);
}

/** The files of a batch's items, and nothing else: what discarding it removes. */
export function listItemFiles(db: Executor, batchId: string) {
  return db
    .select({ file: files })
    .from(salaryReceiptBatchItems)
    .innerJoin(files, eq(files.id, salaryReceiptBatchItems.fileId))
    .where(eq(salaryReceiptBatchItems.batchId, batchId));
}

export async function deleteItems(db: Executor, batchId: string) {
  await db.delete(salaryReceiptBatchItems).where(eq(salaryReceiptBatchItems.batchId, batchId));
}

/** The enabled employees a receipt may be matched to. */
export function listMatchablePeople(db: Executor) {
  return db
    .select({ id: people.id, name: people.name, taxNumber: people.taxNumber, email: people.email })
    .from(people)
    .where(sql`${people.enabled} and 'employee' = any(${people.profiles})`);
}

export function namesOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(inArray(people.id, [...ids]));
}

/** Of these employees, those who already have a receipt of the kind for the month. */
export async function employeesWithReceipt(
  db: Executor,
  period: { year: number; month: number; kind: string },
  employeeIds: readonly string[],
): Promise<Set<string>> {
  if (employeeIds.length === 0 || period.kind === 'correction') return new Set();
  const rows = await db
    .select({ employeeId: salaryReceipts.employeeId })
    .from(salaryReceipts)
    .where(
      and(
        eq(salaryReceipts.year, period.year),
        eq(salaryReceipts.month, period.month),
        eq(salaryReceipts.kind, period.kind),
        inArray(salaryReceipts.employeeId, [...employeeIds]),
      ),
    );
  return new Set(rows.map((row) => row.employeeId));
}
