import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { revokeSessions } from '../../platform/auth/session-revocations.ts';
import { users } from '../people/people.public.ts';
import { passwordHistory, passwordResetCodes, refreshTokens } from './credentials.schema.ts';
import { lockedUntilAfter } from './login-throttle.ts';

/**
 * Counts a failure and sets the wait in one statement: parallel guesses each add one, none is lost
 * to a read-then-write race. Answers the counted value.
 */
export async function recordLoginFailure(db: Executor, userId: string, now: Date) {
  const failedCount = sql`${users.failedLoginCount} + 1`;
  const [row] = await db
    .update(users)
    .set({ failedLoginCount: failedCount, lockedUntil: lockedUntilAfter(failedCount, now) })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return row;
}

export async function clearLoginFailures(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), gt(users.failedLoginCount, 0)));
}

export async function insertRefreshToken(
  db: Executor,
  token: {
    userId: string;
    familyId: string;
    tokenHash: string;
    clientId: string;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
  },
) {
  await db.insert(refreshTokens).values(token);
}

/**
 * A person's open sessions, most recently used first: each refresh-token family with a token still
 * usable, its first and last use, and the device and address of its last use.
 */
export function listOpenSessions(db: Executor, userId: string, now: Date) {
  return db
    .select({
      id: refreshTokens.familyId,
      clientId: sql<string>`min(${refreshTokens.clientId})`,
      firstUsedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      ipAddress: sql<
        string | null
      >`(array_agg(${refreshTokens.ipAddress} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > ${now})`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
}

/** Who a session family belongs to. */
export async function ownerOfFamily(db: Executor, familyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .limit(1);
  return row?.userId;
}

/** Marks an active token used and returns it; nothing when it was already used, revoked or expired. */
export async function consumeRefreshToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Ends a session family: its refresh tokens, and its access tokens; how many tokens it ended. */
export async function revokeFamily(db: Executor, familyId: string): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  await revokeSessions(db, { sessionId: familyId });
  return ended.length;
}

/** The client a session family was issued to. */
export async function clientOfFamily(db: Executor, familyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ clientId: refreshTokens.clientId })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .limit(1);
  return row?.clientId;
}

/** Ends every session of the user; how many it ended. */
export async function revokeUserTokens(db: Executor, userId: string): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  await revokeSessions(db, { userId });
  return new Set(ended.map((row) => row.familyId)).size;
}

/** Ends every session of the user but the one that asked (when known); how many it ended. */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepFamilyId: string | undefined,
): Promise<number> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ familyId: refreshTokens.familyId });
  await revokeSessions(db, { userId, exceptSessionId: keepFamilyId });
  return new Set(ended.map((row) => row.familyId)).size;
}

export async function recentPasswordHashes(
  db: Executor,
  userId: string,
  depth: number,
): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(depth);
  return rows.map((row) => row.hash);
}

export async function recordPasswordHistory(
  db: Executor,
  entries: Array<{ userId: string; passwordHash: string }>,
) {
  if (entries.length > 0) await db.insert(passwordHistory).values(entries);
}

export async function storePassword(db: Executor, userId: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: now })
    .where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ userId, passwordHash });
}

export async function insertResetCode(
  db: Executor,
  code: { userId: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetCodes).values(code);
}

/** Any constant of its own: two first-administrator commands run one after the other. */
const FIRST_ADMINISTRATOR_LOCK_KEY = 7_244_032;

/** Held until the transaction ends, so only one command creates the first administrator. */
export async function lockFirstAdministrator(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMINISTRATOR_LOCK_KEY})`);
}

/** Uses a reset code once: a second use, or a use after expiry, finds nothing. */
export async function consumeResetCode(db: Executor, userId: string, codeHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.codeHash, codeHash),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
