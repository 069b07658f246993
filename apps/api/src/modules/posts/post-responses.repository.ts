import { POST_REACTIONS, type PostReaction, type PostResponses } from '@quadro/contract/posts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { postLikes, postReactions } from './posts.schema.ts';

const reactionOrder = (reaction: string) => POST_REACTIONS.indexOf(reaction as PostReaction);

/** Likes and reactions of each post, and the reader's own, in two grouped queries. */
export async function readResponses(
  db: Executor,
  postIds: readonly string[],
  readerId: string,
): Promise<Map<string, PostResponses>> {
  const answers = new Map<string, PostResponses>(
    postIds.map((id) => [id, { likes: 0, likedByMe: false, reactions: [], myReaction: null }]),
  );
  if (postIds.length === 0) return answers;
  const ids = [...postIds];
  const [likes, myLikes, reactions, myReactions] = await Promise.all([
    db
      .select({ postId: postLikes.postId, count: count() })
      .from(postLikes)
      .where(inArray(postLikes.postId, ids))
      .groupBy(postLikes.postId),
    db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(and(inArray(postLikes.postId, ids), eq(postLikes.personId, readerId))),
    db
      .select({ postId: postReactions.postId, reaction: postReactions.reaction, count: count() })
      .from(postReactions)
      .where(inArray(postReactions.postId, ids))
      .groupBy(postReactions.postId, postReactions.reaction),
    db
      .select({ postId: postReactions.postId, reaction: postReactions.reaction })
      .from(postReactions)
      .where(and(inArray(postReactions.postId, ids), eq(postReactions.personId, readerId))),
  ]);
  for (const row of likes) {
    const answer = answers.get(row.postId);
    if (answer) answer.likes = row.count;
  }
  for (const row of myLikes) {
    const answer = answers.get(row.postId);
    if (answer) answer.likedByMe = true;
  }
  for (const row of reactions.sort(
    (a, b) => reactionOrder(a.reaction) - reactionOrder(b.reaction),
  )) {
    answers.get(row.postId)?.reactions.push({
      reaction: row.reaction as PostReaction,
      count: row.count,
    });
  }
  for (const row of myReactions) {
    const answer = answers.get(row.postId);
    if (answer) answer.myReaction = row.reaction as PostReaction;
  }
  return answers;
}

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
