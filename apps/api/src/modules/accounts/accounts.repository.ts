import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';

/** Accounts own the `enabled` column of each person's row; these are its only queries. */
export async function listPendingActivation(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.enabled, false))
    .orderBy(asc(users.createdAt));
}

const accountColumns = { id: users.id, enabled: users.enabled, profiles: users.profiles };

export async function findAccount(db: Executor, id: string) {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return account;
}

/** Reads an account and holds its row until the transaction ends. */
export async function lockAccount(db: Executor, id: string) {
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return account;
}

export async function setEnabled(db: Executor, id: string, enabled: boolean, now: Date) {
  const [account] = await db
    .update(users)
    .set({ enabled, updatedAt: now })
    // An erased person is never enabled again: HR's switch and SCIM alike find no account.
    .where(and(eq(users.id, id), enabled ? isNull(users.erasedAt) : undefined))
    .returning({ id: users.id, enabled: users.enabled });
  return account;
}
