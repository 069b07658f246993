import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/**
 * One row per system parameter; the contract defines each key's type, bounds and default, so a
 * missing row reads as its default.
 */
export const systemParameters = pgTable('system_parameters', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id),
});

export type SystemParameterRow = typeof systemParameters.$inferSelect;
