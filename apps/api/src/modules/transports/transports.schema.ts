import { sql } from 'drizzle-orm';
import { numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The catalogue of transport operators' passes and their usual monthly price: HR and admin keep it,
 * employees and trainees get it as suggestions when they fill in a travel pass.
 */
export const transports = pgTable(
  'transports',
  {
    id: uuid().primaryKey().defaultRandom(),
    operator: text().notNull(),
    passType: text().notNull(),
    monthlyPrice: numeric({ precision: 10, scale: 2 }).notNull(),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transports_operator_pass_type_unique').on(
      sql`lower(${table.operator})`,
      sql`lower(${table.passType})`,
    ),
  ],
);

export type TransportRow = typeof transports.$inferSelect;
export type NewTransport = typeof transports.$inferInsert;
