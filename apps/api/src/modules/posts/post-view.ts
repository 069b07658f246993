import type { Post, PostComment } from '@quadro/contract/posts';
import type { SignedInActor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findPostListRow, type PostListRow } from './feed.repository.ts';
import type { PostCommentRow } from './post-detail.repository.ts';
import { type PostExtras, readPostExtras } from './post-extras.repository.ts';
import { signedPostImageUrl } from './post-image-path.ts';
import { toPostPerson } from './post-person.ts';
import { canDeleteComment, canRemovePosts, isPostAuthor } from './posts.policy.ts';

type ViewContext = Pick<ServiceContext, 'urlSigner' | 'clock'>;

const NO_EXTRAS: PostExtras = {
  imageIds: [],
  comments: 0,
  responses: { likes: 0, likedByMe: false, reactions: [], myReaction: null },
};

/** A post as its reader sees it: author, signed image links, counts and what the reader may do. */
export function toPostView(
  ctx: ViewContext,
  reader: SignedInActor,
  row: PostListRow,
  extras: PostExtras,
): Post {
  const now = ctx.clock.now();
  return {
    id: row.id,
    author: toPostPerson(ctx, row.author),
    text: row.text,
    images: extras.imageIds.map((id) => ({ id, url: signedPostImageUrl(ctx.urlSigner, id, now) })),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    comments: extras.comments,
    ...extras.responses,
    canEdit: isPostAuthor(reader, row),
    canRemove: canRemovePosts(reader),
  };
}

/**
 * The views of a page of posts, in the rows' order, with one more read whatever the page's size
 * (readPostExtras).
 */
export async function buildPostViews(
  ctx: ServiceContext,
  reader: SignedInActor,
  rows: readonly PostListRow[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const extras = await readPostExtras(ctx.db, ids, reader.userId);
  return rows.map((row) => toPostView(ctx, reader, row, extras.get(row.id) ?? NO_EXTRAS));
}

/** One live post as the reader sees it; 404 'Post not found' when it is unknown or removed. */
export async function loadPostView(
  ctx: ServiceContext,
  reader: SignedInActor,
  postId: string,
): Promise<Post> {
  const row = await findPostListRow(ctx.db, postId);
  if (!row) throw notFound('Post');
  const [view] = await buildPostViews(ctx, reader, [row]);
  if (!view) throw notFound('Post');
  return view;
}

/** A comment as its reader sees it: its author and HR may delete it. */
export function toCommentView(
  ctx: ViewContext,
  reader: SignedInActor,
  row: PostCommentRow,
): PostComment {
  return {
    id: row.id,
    author: toPostPerson(ctx, row.author),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    canDelete: canDeleteComment(reader, row),
  };
}
