import type { PostReaction, PostResponses } from '@quadro/contract/posts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { requireLivePost } from './live-post.repository.ts';
import * as repository from './post-responses.repository.ts';

// Likes and reactions are the reader's own, shown to everyone and taken back at will: they are
// not audited.

type PostRef = { id: string };

/** Runs the reader's change on a live post (404 otherwise) and answers the post's responses. */
async function respond(
  ctx: ServiceContext,
  actor: Actor,
  postId: string,
  change: (tx: ServiceContext, readerId: string) => Promise<void>,
): Promise<PostResponses> {
  const { userId } = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    await requireLivePost(tx.db, postId);
    await change(tx, userId);
    const answers = await repository.readResponses(tx.db, [postId], userId);
    const answer = answers.get(postId);
    if (!answer) throw new Error('readResponses answers every post it is asked for');
    return answer;
  });
}

export function like(ctx: ServiceContext, actor: Actor, input: PostRef): Promise<PostResponses> {
  return respond(ctx, actor, input.id, (tx, readerId) =>
    repository.insertLike(tx.db, input.id, readerId),
  );
}

export function unlike(ctx: ServiceContext, actor: Actor, input: PostRef): Promise<PostResponses> {
  return respond(ctx, actor, input.id, (tx, readerId) =>
    repository.deleteLike(tx.db, input.id, readerId),
  );
}

export function react(
  ctx: ServiceContext,
  actor: Actor,
  input: PostRef & { reaction: PostReaction },
): Promise<PostResponses> {
  return respond(ctx, actor, input.id, (tx, readerId) =>
    repository.upsertReaction(tx.db, input.id, readerId, input.reaction),
  );
}

export function unreact(ctx: ServiceContext, actor: Actor, input: PostRef): Promise<PostResponses> {
  return respond(ctx, actor, input.id, (tx, readerId) =>
    repository.deleteReaction(tx.db, input.id, readerId),
  );
}
