import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/**
 * A price per kilometre from a day on, added by finance. A month takes the rate in force on its
 * first day and keeps it once sent; before the first rate, the pricePerKilometre parameter.
 */
export const kilometreRates = pgTable('kilometre_rates', {
  id: uuid().primaryKey().defaultRandom(),
  effectiveDate: date().notNull().unique(),
  pricePerKm: numeric({ precision: 6, scale: 3 }).notNull(),
  createdBy: uuid().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One employee's kilometre map of one year: what is printed on it besides its months. */
export const kilometreMaps = pgTable(
  'kilometre_maps',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    vehiclePlate: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kilometre_maps_employee_year_unique').on(table.employeeId, table.year)],
);

/** A month of a kilometre map: its value in euros, sent to finance and decided on its own. */
export const kilometreMapMonths = pgTable(
  'kilometre_map_months',
  {
    id: uuid().primaryKey().defaultRandom(),
    mapId: uuid()
      .notNull()
      .references(() => kilometreMaps.id, { onDelete: 'cascade' }),
    /** The map's owner again: the approval engine and finance's lists read it from the month. */
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    /** The first day of the month. */
    month: date().notNull(),
    value: numeric({ precision: 10, scale: 2 }).notNull(),
    /** €/km fixed when the month is sent; null while it may still follow a new rate. */
    pricePerKm: numeric({ precision: 6, scale: 3 }),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kilometre_map_months_map_month_unique').on(table.mapId, table.month),
    uniqueIndex('kilometre_map_months_employee_month_unique').on(table.employeeId, table.month),
    index('kilometre_map_months_month_status_idx').on(table.month, table.status),
  ],
);

export type KilometreMapRow = typeof kilometreMaps.$inferSelect;
export type KilometreMapMonthRow = typeof kilometreMapMonths.$inferSelect;
export type KilometreRateRow = typeof kilometreRates.$inferSelect;
export type NewKilometreMapMonth = typeof kilometreMapMonths.$inferInsert;
