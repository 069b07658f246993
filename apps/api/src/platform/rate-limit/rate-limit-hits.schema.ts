import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests counted per rate-limit key and fixed window, shared by every API instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The route and the client address: 'POST /connect/token 203.0.113.7'. */
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
