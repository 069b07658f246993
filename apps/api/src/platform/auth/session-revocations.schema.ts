import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Ended sessions whose access tokens must stop before they expire. A row names one session, or a
 * user (every token issued up to revoked_at, except the session that asked, when set). Rows older
 * than the access-token lifetime no longer matter and are pruned. Not foreign keys: platform
 * tables do not depend on module tables.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid(),
    sessionId: uuid(),
    exceptSessionId: uuid(),
    revokedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('session_revocations_revoked_at_idx').on(table.revokedAt),
    check(
      'session_revocations_names_a_user_or_a_session',
      sql`${table.userId} is not null or ${table.sessionId} is not null`,
    ),
  ],
);
