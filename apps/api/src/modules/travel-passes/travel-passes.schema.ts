import {
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from '../../platform/files/files.schema.ts';
import { users } from '../people/people.public.ts';

/** One person's public-transport pass of one month: its value and receipt, through approval. */
export const travelPasses = pgTable(
  'travel_passes',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    /** The first day of the month. */
    month: date().notNull(),
    value: numeric({ precision: 10, scale: 2 }),
    attachmentFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('travel_passes_employee_month_unique').on(table.employeeId, table.month),
    index('travel_passes_month_status_idx').on(table.month, table.status),
    // Deleting a stored file checks this foreign key: without the index, a scan per file.
    index('travel_passes_attachment_idx').on(table.attachmentFileId),
  ],
);

/** A month whose reminder e-mails a person turned off (in Quadro or from the e-mail's link). */
export const travelPassBlocks = pgTable(
  'travel_pass_blocks',
  {
    employeeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.employeeId, table.month] })],
);

/**
 * The code of a reminder's block-month link: random, unguessable, good for that person and month
 * only, until the month ends.
 */
export const travelPassBlockCodes = pgTable('travel_pass_block_codes', {
  code: text().primaryKey(),
  employeeId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  month: date().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type TravelPassRow = typeof travelPasses.$inferSelect;
export type NewTravelPass = typeof travelPasses.$inferInsert;
