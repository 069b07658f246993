import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type PostRow, posts } from './posts.schema.ts';

/** Every write to the posts table; reads are in feed.repository.ts and live-post.repository.ts. */

export async function insertPost(
  db: Executor,
  input: { authorId: string; text: string; createdAt: Date },
): Promise<PostRow> {
  const [row] = await db.insert(posts).values(input).returning();
  if (!row) throw new Error('The post was just inserted');
  return row;
}

export async function updatePostText(
  db: Executor,
  id: string,
  input: { text: string; editedAt: Date },
): Promise<void> {
  await db.update(posts).set(input).where(eq(posts.id, id));
}

/** Removal keeps the row for the audit trail; from then on the post answers 404. */
export async function markPostRemoved(
  db: Executor,
  id: string,
  input: { removedAt: Date; removedBy: string; removalReason: string | null },
): Promise<void> {
  await db.update(posts).set(input).where(eq(posts.id, id));
}
