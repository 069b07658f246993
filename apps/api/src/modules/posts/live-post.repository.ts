import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { type PostRow, posts } from './posts.schema.ts';

/** A post nobody removed; `lock` holds its row until the transaction ends (edits, removals). */
export async function findLivePost(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PostRow | undefined> {
  const query = db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.removedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The post, or 404 'Post not found' when it is unknown or removed. */
export async function requireLivePost(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PostRow> {
  const post = await findLivePost(db, id, options);
  if (!post) throw notFound('Post');
  return post;
}
