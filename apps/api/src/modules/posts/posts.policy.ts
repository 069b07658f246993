import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { postImagePath } from './post-image-path.ts';

/** Who may do what with a post: every signed-in user reads; authors edit, HR removes. */

/** The author edits and deletes their own post. */
export function isPostAuthor(actor: Actor, post: { authorId: string }): boolean {
  return actor.userId !== null && actor.userId === post.authorId;
}

/** HR removes any post, with a reason mailed to its author. */
export function canRemovePosts(actor: Actor): boolean {
  return actor.profiles.includes('hr');
}

/** A comment goes away by its author's hand or HR's. */
export function canDeleteComment(actor: Actor, comment: { authorId: string }): boolean {
  return (actor.userId !== null && actor.userId === comment.authorId) || canRemovePosts(actor);
}

/** An image opens only through the signed link an answer to a signed-in user gave. */
export function canOpenPostImageLink(
  ctx: Pick<ServiceContext, 'urlSigner' | 'clock'>,
  link: { imageId: string; expires?: string | undefined; signature?: string | undefined },
): boolean {
  return ctx.urlSigner.verify(
    postImagePath(link.imageId),
    link.expires,
    link.signature,
    ctx.clock.now().getTime(),
  );
}
