import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { type PostListRow, postListColumns } from './feed.repository.ts';
import { postMatches } from './post-match.ts';
import { posts } from './posts.schema.ts';

/** Live posts matching the term, newest first, one page, and how many match in all. */
export async function searchPostRows(
  db: Executor,
  input: { term: string; offset: number; limit: number },
): Promise<{ rows: PostListRow[]; total: number }> {
  const where = and(isNull(posts.removedAt), postMatches(input.term));
  const [rows, [counted]] = await Promise.all([
    db
      .select(postListColumns)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
