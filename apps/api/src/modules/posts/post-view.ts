import type { Post, PostComment, PostResponses } from '@quadro/contract/posts';
import type { SignedInActor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { commentCountsOf, findPostListRow, type PostListRow } from './feed.repository.ts';
import type { PostCommentRow } from './post-detail.repository.ts';
import { signedPostImageUrl } from './post-image-path.ts';
import { imagesOfPosts } from './post-images.repository.ts';
import { toPostPerson } from './post-person.ts';
import { readResponses } from './post-responses.repository.ts';
import { canDeleteComment, canRemovePosts, isPostAuthor } from './posts.policy.ts';

type ViewContext = Pick<ServiceContext, 'urlSigner' | 'clock'>;

const NO_RESPONSES: PostResponses = { likes: 0, likedByMe: false, reactions: [], myReaction: null };

/** A post as its reader sees it: author, signed image links, counts and what the reader may do. */
export function toPostView(
  ctx: ViewContext,
  reader: SignedInActor,
  row: PostListRow,
  extras: { imageIds: readonly string[]; comments: number; responses: PostResponses },
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
 * The views of a page of posts, in the rows' order, with three more reads whatever the page's
 * size: the images, the comment counts and the likes and reactions (readResponses) of all of them.
 */
export async function buildPostViews(
  ctx: ServiceContext,
  reader: SignedInActor,
  rows: readonly PostListRow[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, comments, responses] = await Promise.all([
    imagesOfPosts(ctx.db, ids),
    commentCountsOf(ctx.db, ids),
    readResponses(ctx.db, ids, reader.userId),
  ]);
  const imagesByPost = new Map<string, string[]>();
  for (const image of images) {
    const list = imagesByPost.get(image.postId) ?? [];
    list.push(image.id);
    imagesByPost.set(image.postId, list);
  }
  return rows.map((row) =>
    toPostView(ctx, reader, row, {
      imageIds: imagesByPost.get(row.id) ?? [],
      comments: comments.get(row.id) ?? 0,
      responses: responses.get(row.id) ?? NO_RESPONSES,
    }),
  );
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
