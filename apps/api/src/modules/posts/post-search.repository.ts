import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { type PostListRow, postListColumns } from './feed.repository.ts';
import { postMatches } from './post-match.ts';
import { postPersonColumns } from './post-person.ts';
import { posts } from './posts.schema.ts';

/**
 * Below this many matches, the page is sorted from the matches found by index (a bitmap of the
 * trigram and author indexes); above it, the feed's index is read newest first until the page is
 * full, which then ends early.
 */
const FEW_MATCHES = 2000;

/**
 * Live posts matching the term, newest first, one page, and how many match in all. The count
 * comes first and picks the page's plan: the planner cannot tell a rare term (reading the feed's
 * index newest first would walk all 100,000 posts to fill a page) from a common one.
 */
export async function searchPostRows(
  db: Executor,
  input: { term: string; offset: number; limit: number; fewMatches?: number },
): Promise<{ rows: PostListRow[]; total: number }> {
  const where = and(isNull(posts.removedAt), postMatches(input.term));
  const [counted] = await db.select({ total: count() }).from(posts).where(where);
  const total = counted?.total ?? 0;
  if (total === 0 || input.offset >= total) return { rows: [], total };
  if (total > (input.fewMatches ?? FEW_MATCHES)) {
    const rows = await db
      .select(postListColumns)
      .from(posts)
      .innerJoin(people, eq(people.id, posts.authorId))
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .offset(input.offset)
      .limit(input.limit);
    return { rows, total };
  }
  // `offset 0` keeps the matches a subquery of their own, found by index before they are
  // sorted; the page's authors are joined to its rows alone.
  const matches = db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      text: posts.text,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
    })
    .from(posts)
    .where(where)
    .offset(0)
    .as('matches');
  const page = db
    .select()
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .offset(input.offset)
    .limit(input.limit)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      authorId: page.authorId,
      text: page.text,
      createdAt: page.createdAt,
      editedAt: page.editedAt,
      author: postPersonColumns,
    })
    .from(page)
    .innerJoin(people, eq(people.id, page.authorId))
    .orderBy(desc(page.createdAt), desc(page.id));
  return { rows, total };
}
