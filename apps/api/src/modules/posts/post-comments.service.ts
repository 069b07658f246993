import { type CommentInput, POST_MESSAGES, type PostComment } from '@quadro/contract/posts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { canDeleteComment, toPostComment } from './comment-view.ts';
import { requireLivePost } from './live-post.repository.ts';
import * as repository from './post-comments.repository.ts';
import { mailNewMentions } from './post-mentions.ts';

const commentNotFound = () => notFound('Comment');

/** A post's comments as `reader` sees them, oldest first: for the post's details. */
export async function listComments(
  ctx: ServiceContext,
  postId: string,
  reader: Actor,
): Promise<PostComment[]> {
  const rows = await repository.commentsOf(ctx.db, postId);
  return rows.map((row) => toPostComment(ctx, row, reader));
}

/**
 * Comments on a live post; the people it mentions for the first time in this post are mailed, in
 * the same transaction. The post's row is locked so a removal cannot slip between the check and
 * the comment (and its mails).
 */
export async function addComment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string } & CommentInput,
): Promise<{ message: string; comment: PostComment }> {
  const { userId } = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    await requireLivePost(tx.db, input.id, { lock: true });
    const { id } = await repository.insertComment(tx.db, {
      postId: input.id,
      authorId: userId,
      text: input.text,
      createdAt: tx.clock.now(),
    });
    const row = await repository.findComment(tx.db, input.id, id);
    if (!row) throw new Error('The comment was just inserted');
    await tx.audit({
      actor,
      action: 'post.comment.create',
      entityType: 'post_comments',
      entityId: id,
      after: { postId: input.id, text: input.text },
    });
    await mailNewMentions(tx, {
      postId: input.id,
      text: input.text,
      writer: { id: userId, name: row.author.name },
      where: 'comment',
    });
    return { message: POST_MESSAGES.commentAdded, comment: toPostComment(tx, row, actor) };
  });
}

/** Its author or HR deletes a comment of a live post. */
export async function deleteComment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; commentId: string },
): Promise<{ message: string }> {
  requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    await requireLivePost(tx.db, input.id);
    const row = await repository.findComment(tx.db, input.id, input.commentId);
    if (!row) throw commentNotFound();
    if (!canDeleteComment(actor, row.author.id)) throw forbidden(POST_MESSAGES.commentNotYours);
    await repository.deleteComment(tx.db, row.id);
    await tx.audit({
      actor,
      action: 'post.comment.delete',
      entityType: 'post_comments',
      entityId: row.id,
      before: { postId: input.id, text: row.text, authorId: row.author.id },
    });
    return { message: POST_MESSAGES.commentDeleted };
  });
}
