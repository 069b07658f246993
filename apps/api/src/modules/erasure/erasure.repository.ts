import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';

/** The person's row as the erasure needs it, held until the transaction ends. */
export async function lockPersonToErase(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      taxNumber: users.taxNumber,
      enabled: users.enabled,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}
