import type { PostReaction } from '@quadro/contract/posts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { postLikes, postReactions } from './posts.schema.ts';

/** The reader's like: a second one changes nothing. */
export async function insertLike(db: Executor, postId: string, personId: string): Promise<void> {
  await db.insert(postLikes).values({ postId, personId }).onConflictDoNothing();
}

export async function deleteLike(db: Executor, postId: string, personId: string): Promise<void> {
  await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.personId, personId)));
}

/** One reaction per person and post: a new one replaces the last. */
export async function upsertReaction(
  db: Executor,
  postId: string,
  personId: string,
  reaction: PostReaction,
): Promise<void> {
  await db
    .insert(postReactions)
    .values({ postId, personId, reaction })
    .onConflictDoUpdate({
      target: [postReactions.postId, postReactions.personId],
      set: { reaction, createdAt: sql`now()` },
    });
}

export async function deleteReaction(
  db: Executor,
  postId: string,
  personId: string,
): Promise<void> {
  await db
    .delete(postReactions)
    .where(and(eq(postReactions.postId, postId), eq(postReactions.personId, personId)));
}
