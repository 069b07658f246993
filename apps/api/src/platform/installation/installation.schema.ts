import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * What this database is as a whole, in one row. `demo_seeded_at` is set by the demo and the
 * bench's scale seeds: only such a database lets the published demo password sign in.
 */
export const installation = pgTable(
  'installation',
  {
    singleRow: boolean().primaryKey().default(true),
    demoSeededAt: timestamp({ withTimezone: true }),
  },
  (table) => [check('installation_single_row', sql`${table.singleRow}`)],
);
