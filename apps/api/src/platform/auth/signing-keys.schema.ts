import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets every API instance must share, created once by whichever instance starts first. */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
