import type { PostComment } from '@quadro/contract/posts';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { CommentRow } from './post-comments.repository.ts';
import { toPostPerson } from './post-person.ts';

/** Its author deletes a comment, and HR any comment. */
export function canDeleteComment(actor: Actor, authorId: string): boolean {
  return actor.userId === authorId || holdsAnyProfile(actor.profiles, ['hr']);
}

/** A comment as the reader sees it: the author by nickname (name when none), with the avatar. */
export function toPostComment(
  ctx: Pick<ServiceContext, 'urlSigner' | 'clock'>,
  row: CommentRow,
  reader: Actor,
): PostComment {
  return {
    id: row.id,
    author: toPostPerson(ctx, row.author),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    canDelete: canDeleteComment(reader, row.author.id),
  };
}
