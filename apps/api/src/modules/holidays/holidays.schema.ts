import { date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The holidays HR adds to the national ones (which are computed for any year, never stored):
 * regional holidays such as a municipal day, observed by the whole company.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid().primaryKey().defaultRandom(),
    date: date().notNull(),
    name: text().notNull(),
    /** 'regional' today; the column leaves room for other scopes HR may need. */
    scope: text().notNull().default('regional'),
    region: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('holidays_date_unique').on(table.date)],
);

export type HolidayRow = typeof holidays.$inferSelect;
