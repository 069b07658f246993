import { type SQL, sql } from 'drizzle-orm';

/** Failures allowed before an account is slowed down. */
export const FREE_FAILURES = 5;
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;

/**
 * The end of the wait after `failedCount` failures, as SQL so the count and the wait are decided in
 * the one statement that counts. Past the free failures each further failure doubles the wait, up
 * to 15 minutes. The wait always ends, so an attacker slows the real user down but never locks them
 * out for good.
 */
export function lockedUntilAfter(failedCount: SQL, now: Date): SQL {
  return sql`case when ${failedCount} < ${sql.raw(String(FREE_FAILURES))} then null
    else ${now.toISOString()}::timestamptz + interval '1 millisecond' * least(
      ${sql.raw(String(BASE_LOCK_MS))} * power(2, ${failedCount} - ${sql.raw(String(FREE_FAILURES))}),
      ${sql.raw(String(MAX_LOCK_MS))}
    ) end`;
}
