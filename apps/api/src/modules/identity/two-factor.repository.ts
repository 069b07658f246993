import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { mfaChallenges, recoveryCodes, twoFactorFactors } from './credentials.schema.ts';

export function findFactor(db: Executor, userId: string) {
  return db
    .select()
    .from(twoFactorFactors)
    .where(eq(twoFactorFactors.userId, userId))
    .then((rows) => rows[0]);
}

/** Locks the factor so two codes checked at once take turns (each code is accepted once). */
export function lockFactor(db: Executor, userId: string) {
  return db
    .select()
    .from(twoFactorFactors)
    .where(eq(twoFactorFactors.userId, userId))
    .for('update')
    .then((rows) => rows[0]);
}

/** A new, unconfirmed secret; replaces one still waiting for its first code. */
export async function startFactor(db: Executor, userId: string, secretCiphertext: string) {
  await db
    .insert(twoFactorFactors)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: twoFactorFactors.userId,
      set: { secretCiphertext, confirmedAt: null, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoFactorFactors.confirmedAt),
    });
}

export async function confirmFactor(db: Executor, userId: string, step: number, now: Date) {
  await db
    .update(twoFactorFactors)
    .set({ confirmedAt: now, lastUsedStep: step })
    .where(eq(twoFactorFactors.userId, userId));
}

export async function recordUsedStep(db: Executor, userId: string, step: number) {
  await db
    .update(twoFactorFactors)
    .set({ lastUsedStep: step })
    .where(eq(twoFactorFactors.userId, userId));
}

export async function deleteFactor(db: Executor, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(twoFactorFactors).where(eq(twoFactorFactors.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

/** Uses a recovery code once: true when it was one of the person's and still unused. */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function insertChallenge(
  db: Executor,
  challenge: { userId: string; tokenHash: string; clientId: string; expiresAt: Date },
) {
  await db.insert(mfaChallenges).values(challenge);
}

/** A challenge still usable (unexpired, unused), locked while its code is checked. */
export function lockOpenChallenge(db: Executor, tokenHash: string, now: Date) {
  return db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .for('update')
    .then((rows) => rows[0]);
}

export async function closeChallenge(db: Executor, id: string, now: Date) {
  await db.update(mfaChallenges).set({ usedAt: now }).where(eq(mfaChallenges.id, id));
}

/**
 * Whether the person in `person` has two-factor sign-in on, as a condition of the caller's query
 * (the employees table's column and filter): an `exists` on the factor's primary key.
 */
export const twoFactorOn = (person: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${twoFactorFactors} where ${twoFactorFactors.userId} = ${person} and ${twoFactorFactors.confirmedAt} is not null)`;
