import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from '../../platform/files/files.schema.ts';
import { users } from '../people/people.public.ts';

/**
 * One PDF salary receipt of one employee and month, through approval: approved means published to
 * the employee. A correction, once approved, shows in place of the month's salary receipt.
 */
export const salaryReceipts = pgTable(
  'salary_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    /** 1 to 12. */
    month: integer().notNull(),
    kind: text().notNull().default('salary'),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    /** Who sent it to approval: four eyes, they may not approve it. */
    sentBy: uuid().references(() => users.id),
    publishedAt: timestamp({ withTimezone: true }),
    /** When its employee first opened it: until then it is new to them. */
    viewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('salary_receipts_one_per_kind')
      .on(table.employeeId, table.year, table.month, table.kind)
      .where(sql`${table.kind} <> 'correction'`),
    index('salary_receipts_period_idx').on(table.year, table.month, table.status),
    // Finance's table in its order (waiting first, newest month), read backwards: a page sorts
    // only its first group by name, not the year's half a million receipts (issue 21).
    index('salary_receipts_finance_order_idx').on(
      table.year,
      sql`(${table.status} = 'PendingApproval')`,
      table.month,
    ),
    index('salary_receipts_employee_idx').on(table.employeeId, table.year),
    // Deleting a stored file checks this foreign key: without the index, a scan per file (a
    // discarded batch of 5,000 receipts held its lock for minutes).
    index('salary_receipts_file_idx').on(table.fileId),
  ],
);

export type SalaryReceiptRow = typeof salaryReceipts.$inferSelect;

/** A month's bulk upload while finance checks the matches; confirmed, it made its receipts. */
export const salaryReceiptBatches = pgTable('salary_receipt_batches', {
  id: uuid().primaryKey().defaultRandom(),
  createdBy: uuid()
    .notNull()
    .references(() => users.id),
  year: integer().notNull(),
  month: integer().notNull(),
  kind: text().notNull(),
  status: text().notNull().default('Open'),
  /** The uploaded files' bytes so far: a batch takes 200 MB at most. */
  sourceBytes: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One receipt found in a batch: its own PDF, the pages it came from and who it was matched to. */
export const salaryReceiptBatchItems = pgTable(
  'salary_receipt_batch_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    batchId: uuid()
      .notNull()
      .references(() => salaryReceiptBatches.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    sourceName: text().notNull(),
    firstPage: integer().notNull(),
    lastPage: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    employeeId: uuid().references(() => users.id),
    matchedBy: text(),
    candidateIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
  },
  (table) => [
    index('salary_receipt_batch_items_batch_idx').on(table.batchId, table.position),
    index('salary_receipt_batch_items_file_idx').on(table.fileId),
  ],
);
