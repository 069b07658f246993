import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import type { PostCommentRow } from './post-detail.repository.ts';
import { postPersonColumns } from './post-person.ts';
import { postComments } from './posts.schema.ts';

const commentColumns = {
  id: postComments.id,
  authorId: postComments.authorId,
  postId: postComments.postId,
  text: postComments.text,
  createdAt: postComments.createdAt,
  author: postPersonColumns,
};

/** A comment with what its view shows of its author, and its post. */
export type CommentRow = PostCommentRow & { postId: string };

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
    .innerJoin(people, eq(people.id, postComments.authorId))
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)));
  return row;
}

export async function deleteComment(db: Executor, commentId: string): Promise<void> {
  await db.delete(postComments).where(eq(postComments.id, commentId));
}
