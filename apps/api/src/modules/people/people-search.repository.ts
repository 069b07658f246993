import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from './people.schema.ts';
import { searchNameContains } from './search-name.ts';

/** Enabled people whose name contains the term. */
function nameContains(term: string): SQL {
  return and(eq(users.enabled, true), searchNameContains(term)) as SQL;
}

export interface SearchedPerson {
  id: string;
  name: string;
  jobTitle: string | null;
  hidden: boolean;
  profilePictureFileId: string | null;
}

export async function suggestPeople(
  db: Executor,
  term: string,
  limit: number,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(nameContains(term))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

export async function searchPeople(
  db: Executor,
  input: { term: string; offset: number; limit: number },
): Promise<{ rows: SearchedPerson[]; total: number }> {
  const where = nameContains(input.term);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        jobTitle: users.jobTitle,
        hidden: users.hidden,
        profilePictureFileId: users.profilePictureFileId,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
