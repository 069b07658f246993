/** Failures allowed before an account is slowed down. */
export const FREE_FAILURES = 5;
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;

/**
 * Past the free failures each further failure doubles the wait, up to 15 minutes. The wait always ends,
 * so an attacker slows the real user down but never locks them out for good.
 */
export function lockDurationMs(failedCount: number): number {
  if (failedCount < FREE_FAILURES) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failedCount - FREE_FAILURES), MAX_LOCK_MS);
}
