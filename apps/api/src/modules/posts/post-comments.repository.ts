import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { postPersonColumns } from './post-person.ts';
import { postComments } from './posts.schema.ts';

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  text: postComments.text,
  createdAt: postComments.createdAt,
  author: postPersonColumns,
};

/** A comment with what its view shows of its author. */
export type CommentRow = {
  id: string;
  postId: string;
  text: string;
  createdAt: Date;
  author: {
    id: string;
    name: string;
    nickname: string | null;
    profilePictureFileId: string | null;
  };
};

export async function insertComment(
  db: Executor,
  values: { postId: string; authorId: string; text: string; createdAt: Date },
): Promise<{ id: string }> {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  if (!row) throw new Error('The comment was just inserted');
  return row;
}

/** The comment of this post with this id (a comment of another post is not found). */
export async function findComment(
  db: Executor,
  postId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)));
  return row;
}

/** A post's comments, oldest first (the post_comments_post_idx order). */
export function commentsOf(db: Executor, postId: string): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

export async function deleteComment(db: Executor, commentId: string): Promise<void> {
  await db.delete(postComments).where(eq(postComments.id, commentId));
}

/** How many comments each post has (0 for none), in one grouped query: for a page of the feed. */
export async function countComments(
  db: Executor,
  postIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(postIds.map((id) => [id, 0]));
  if (postIds.length === 0) return counts;
  const rows = await db
    .select({ postId: postComments.postId, count: count() })
    .from(postComments)
    .where(inArray(postComments.postId, [...postIds]))
    .groupBy(postComments.postId);
  for (const row of rows) counts.set(row.postId, row.count);
  return counts;
}
