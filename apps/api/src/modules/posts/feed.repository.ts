import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { postMatches } from './post-match.ts';
import { type PostPersonRow, postPersonColumns } from './post-person.ts';
import { posts } from './posts.schema.ts';

/** What a list of posts reads of each: the post and its author, in one joined row. */
export const postListColumns = {
  id: posts.id,
  authorId: posts.authorId,
  text: posts.text,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  author: postPersonColumns,
};

export interface PostListRow {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
  author: PostPersonRow;
}

/**
 * One page of the feed, newest first (`created_at desc, id desc`, read backwards on
 * posts_feed_idx), limit + 1 rows so the caller knows whether another page exists. The cursor is
 * the last post of the previous page: the page holds what comes strictly after its
 * (created_at, id), read from its row (removed since or not) so the comparison keeps
 * PostgreSQL's microseconds and posts written meanwhile never shift a page.
 */
export async function feedRows(
  db: Executor,
  input: {
    search?: string | undefined;
    authorId?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<PostListRow[]> {
  const conditions: SQL[] = [isNull(posts.removedAt)];
  if (input.authorId) conditions.push(eq(posts.authorId, input.authorId));
  if (input.cursor) {
    conditions.push(
      sql`(${posts.createdAt}, ${posts.id}) < (select cursor_post.created_at, cursor_post.id from posts as cursor_post where cursor_post.id = ${input.cursor})`,
    );
  }
  if (input.search) conditions.push(postMatches(input.search));
  return db
    .select(postListColumns)
    .from(posts)
    .innerJoin(people, eq(people.id, posts.authorId))
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(input.limit + 1);
}

/** Whether a post of this id was ever written (a cursor stays valid after its post is removed). */
export async function postEverExisted(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
  return row !== undefined;
}

/** A live post with its author, as lists show it. */
export async function findPostListRow(db: Executor, id: string): Promise<PostListRow | undefined> {
  const [row] = await db
    .select(postListColumns)
    .from(posts)
    .innerJoin(people, eq(people.id, posts.authorId))
    .where(and(eq(posts.id, id), isNull(posts.removedAt)));
  return row;
}
