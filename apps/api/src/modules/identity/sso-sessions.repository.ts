import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { identityLinks, ssoLogoutTokens, ssoSessions } from './sso.schema.ts';

/** The providers a person is linked to, the most recently used link first. */
export async function linkedProviderIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: identityLinks.providerId })
    .from(identityLinks)
    .where(eq(identityLinks.userId, userId))
    .orderBy(
      desc(sql`coalesce(${identityLinks.lastSignInAt}, ${identityLinks.linkedAt})`),
      desc(identityLinks.linkedAt),
    );
  return rows.map((row) => row.providerId);
}

/** The provider of each of these session families that began with single sign-on. */
export async function providerIdsOfFamilies(
  db: Executor,
  familyIds: readonly string[],
): Promise<Map<string, string>> {
  if (familyIds.length === 0) return new Map();
  const rows = await db
    .select({ familyId: ssoSessions.familyId, providerId: ssoSessions.providerId })
    .from(ssoSessions)
    .where(inArray(ssoSessions.familyId, [...familyIds]));
  return new Map(rows.map((row) => [row.familyId, row.providerId]));
}

/**
 * The session families a provider's logout names: those of its session id (one browser session at
 * the provider) when it gives one, every one of its subject when it gives that; both when both.
 */
export async function ssoFamiliesNamedBy(
  db: Executor,
  providerId: string,
  named: { sid?: string | undefined; sub?: string | undefined },
): Promise<Array<{ familyId: string; userId: string }>> {
  const conditions = [eq(ssoSessions.providerId, providerId)];
  if (named.sid !== undefined) conditions.push(eq(ssoSessions.providerSessionId, named.sid));
  if (named.sub !== undefined) conditions.push(eq(ssoSessions.subject, named.sub));
  return db
    .select({ familyId: ssoSessions.familyId, userId: ssoSessions.userId })
    .from(ssoSessions)
    .where(and(...conditions))
    .orderBy(ssoSessions.familyId);
}

/** Records a logout token's jti; false when it was already honoured (a replay). */
export async function recordLogoutToken(
  db: Executor,
  token: { providerId: string; jti: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(ssoLogoutTokens)
    .values(token)
    .onConflictDoNothing()
    .returning({ jti: ssoLogoutTokens.jti });
  return inserted.length > 0;
}

/** Forgets the jti of logout tokens received before this instant (too old to be accepted again). */
export async function forgetLogoutTokensBefore(db: Executor, before: Date) {
  await db.delete(ssoLogoutTokens).where(lt(ssoLogoutTokens.receivedAt, before));
}
