import { gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import type { VerifiedClaims } from './access-token.ts';
import { sessionRevocations } from './session-revocations.schema.ts';

export type Revocation =
  | { sessionId: string; userId?: undefined; exceptSessionId?: undefined }
  | { userId: string; exceptSessionId?: string | undefined; sessionId?: undefined };

/**
 * Ends the access tokens of a session, or of every session of a user but `exceptSessionId`, on
 * every instance within about a second. Call it in the transaction that ends the sessions. Stamped
 * with this instance's clock, like the tokens' `iat_ms`, so tokens issued after it stay valid.
 */
export async function revokeSessions(executor: Executor, revocation: Revocation): Promise<void> {
  await executor.insert(sessionRevocations).values({
    revokedAt: new Date(),
    userId: revocation.userId ?? null,
    sessionId: revocation.sessionId ?? null,
    exceptSessionId: revocation.exceptSessionId ?? null,
  });
}

/** How often each instance reads new revocations: the delay before a revoked token stops. */
export const REVOCATION_POLL_MS = 1000;
/**
 * A transaction stamps its rows with its start time and may commit later than a newer one, so each
 * read looks this far behind the newest row seen; rows already known are skipped.
 */
const COMMIT_LAG_MS = 60_000;

interface UserRevocation {
  revokedAtMs: number;
  exceptSessionId: string | null;
}

export interface RevocationList {
  /** A Map lookup or two: cheap enough for every request. */
  isRevoked(claims: VerifiedClaims): boolean;
  /** Reads the rows written since the last read and forgets those past the token lifetime. */
  refresh(): Promise<void>;
  /** Deletes rows no token can outlive. */
  prune(): Promise<void>;
}

export function createRevocationList(
  db: Database,
  { tokenTtlSeconds, now = Date.now }: { tokenTtlSeconds: number; now?: () => number },
): RevocationList {
  const keepMs = tokenTtlSeconds * 1000 + COMMIT_LAG_MS;
  const seen = new Map<number, number>();
  const sessions = new Map<string, number>();
  const users = new Map<string, UserRevocation[]>();
  let since = new Date(now() - keepMs);

  function forgetExpired() {
    const horizon = now() - keepMs;
    for (const [id, at] of seen) if (at < horizon) seen.delete(id);
    for (const [id, at] of sessions) if (at < horizon) sessions.delete(id);
    for (const [id, entries] of users) {
      const live = entries.filter((entry) => entry.revokedAtMs >= horizon);
      if (live.length === 0) users.delete(id);
      else users.set(id, live);
    }
  }

  return {
    isRevoked(claims) {
      if (claims.sessionId !== undefined && sessions.has(claims.sessionId)) return true;
      const entries = users.get(claims.userId);
      if (!entries) return false;
      return entries.some(
        (entry) =>
          entry.exceptSessionId !== (claims.sessionId ?? null) &&
          claims.issuedAtMs <= entry.revokedAtMs,
      );
    },

    async refresh() {
      const rows = await db
        .select()
        .from(sessionRevocations)
        .where(gt(sessionRevocations.revokedAt, since));
      let newest = since.getTime() + COMMIT_LAG_MS;
      for (const row of rows) {
        const at = row.revokedAt.getTime();
        newest = Math.max(newest, at);
        if (seen.has(row.id)) continue;
        seen.set(row.id, at);
        if (row.sessionId) sessions.set(row.sessionId, at);
        if (row.userId) {
          const entry = {
            revokedAtMs: at,
            exceptSessionId: row.exceptSessionId,
          };
          users.set(row.userId, [...(users.get(row.userId) ?? []), entry]);
        }
      }
      since = new Date(Math.max(since.getTime(), newest - COMMIT_LAG_MS));
      forgetExpired();
    },

    async prune() {
      await db
        .delete(sessionRevocations)
        .where(
          lt(sessionRevocations.revokedAt, sql`now() - make_interval(secs => ${keepMs / 1000})`),
        );
    },
  };
}
