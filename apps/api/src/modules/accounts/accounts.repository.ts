import type { KeyName } from '@quadro/contract/account';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { type UserRow, users } from '../identity/users.schema.ts';

const accountById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_account_by_id');

export async function findAccount(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await preparedQuery(db, 'find_account_by_id', accountById).execute({ id });
  return user;
}

export async function listActiveEmployees(db: Database): Promise<KeyName[]> {
  return db
    .select({ key: users.id, name: users.name })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(users.name));
}

export async function updateAccount(
  db: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function listPendingActivation(db: Database) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.enabled, false))
    .orderBy(asc(users.createdAt));
}
