import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface StoredValue {
  value: unknown;
}

/**
 * One row per system parameter HR changed; the contract defines each key's type, bounds and
 * default, so a missing row reads as its default. updated_by is no foreign key, like the audit
 * trail's actor: platform tables do not depend on module tables.
 */
export const systemParameters = pgTable('system_parameters', {
  key: text().primaryKey(),
  /**
   * `{ "value": … }`: a bare JSON string such as "0.40" would come back from the driver as a
   * string that Drizzle parses again, into the float 0.4.
   */
  value: jsonb().$type<StoredValue>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid(),
});

export type SystemParameterRow = typeof systemParameters.$inferSelect;
