import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { type PostPersonRow, postPersonColumns } from './post-person.ts';
import { postComments, postLikes } from './posts.schema.ts';

export interface PostCommentRow {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  author: PostPersonRow;
}

/** A post's comments with their authors, oldest first. */
export async function commentsOfPost(db: Executor, postId: string): Promise<PostCommentRow[]> {
  return db
    .select({
      id: postComments.id,
      authorId: postComments.authorId,
      text: postComments.text,
      createdAt: postComments.createdAt,
      author: postPersonColumns,
    })
    .from(postComments)
    .innerJoin(people, eq(people.id, postComments.authorId))
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

/** Who liked a post, in the order they did. */
export async function likersOfPost(db: Executor, postId: string): Promise<PostPersonRow[]> {
  return db
    .select(postPersonColumns)
    .from(postLikes)
    .innerJoin(people, eq(people.id, postLikes.personId))
    .where(eq(postLikes.postId, postId))
    .orderBy(asc(postLikes.createdAt), asc(postLikes.personId));
}
