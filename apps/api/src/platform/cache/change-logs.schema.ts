import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per committed statement that changed a data set an instance keeps built in memory (the
 * people directory), written by database triggers whoever makes the change (migration 0016).
 * Rows are only ever added, so their count moves on with every commit, in whatever order
 * transactions commit, and no writer waits for another: every instance compares the count with
 * the one it built at and rebuilds only when it moved.
 */
export const changeLogs = pgTable(
  'change_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('change_logs_name_idx').on(table.name)],
);
