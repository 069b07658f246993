import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each level's decision on an approvable item: who decided which level, how and when. `current`
 * marks the decisions of the item's latest round; sending the item again starts a new round and
 * keeps the old one as history. No foreign keys: the platform depends on no module's table.
 */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    itemId: uuid().notNull(),
    level: integer().notNull(),
    decision: text().notNull(),
    reason: text(),
    decidedBy: uuid().notNull(),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
    current: boolean().notNull().default(true),
  },
  (table) => [index('approval_decisions_item_idx').on(table.kind, table.itemId, table.current)],
);

export type ApprovalDecisionRow = typeof approvalDecisions.$inferSelect;
