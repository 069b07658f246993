import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of changes. actor_id is no foreign key on purpose: the trail must outlive the
 * users it names, and platform tables do not depend on module tables.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The record first: a person's data export asks for every entry about their id, whatever its
    // kind; a record's history (its kind and id) reads the same index.
    index('audit_log_record_idx').on(table.entityId, table.entityType, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    // The audit-trail screen's pages, newest first, unfiltered or by action or record kind.
    index('audit_log_time_idx').on(table.createdAt, table.id),
    index('audit_log_action_idx').on(table.action, table.createdAt, table.id),
    index('audit_log_entity_type_idx').on(table.entityType, table.createdAt, table.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
