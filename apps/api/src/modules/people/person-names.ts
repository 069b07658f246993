import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from './people.schema.ts';

/** The names of the people among `ids`, by id; ids of no person are left out. */
export async function namesOfPeople(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
