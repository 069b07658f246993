import {
  type FeedPage,
  type FeedQuery,
  POST_FORM_FIELDS,
  POST_IMAGES_MAX,
  POST_MESSAGES,
  type PostDetail,
  type RemovalInput,
} from '@quadro/contract/posts';
import { z } from 'zod';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { findPersonById } from '../people/people.public.ts';
import { feedRows, postEverExisted } from './feed.repository.ts';
import { findLivePost, requireLivePost } from './live-post.repository.ts';
import { commentsOfPost, likersOfPost } from './post-detail.repository.ts';
import {
  deleteImagesOfPost,
  findLivePostImageFile,
  imageFilesOfPost,
  insertPostImages,
} from './post-images.repository.ts';
import { mailNewMentions } from './post-mentions.ts';
import { toPostPerson } from './post-person.ts';
import { mailPostRemoved } from './post-removal-mail.ts';
import { discardImages, type PostUpload, tooManyImages } from './post-upload.ts';
import { buildPostViews, loadPostView, toCommentView } from './post-view.ts';
import { canOpenPostImageLink, canRemovePosts, isPostAuthor } from './posts.policy.ts';
import { insertPost, markPostRemoved, updatePostText } from './posts.repository.ts';

const uuid = z.uuid();
const invalidCursor = () => invalidField('cursor', 'Invalid cursor');

async function personOf(ctx: ServiceContext, id: string) {
  const person = await findPersonById(ctx.db, id);
  if (!person) throw notFound('Person');
  return person;
}

/** The feed, newest first, one page after the cursor (the last post of the page before). */
export async function feed(ctx: ServiceContext, actor: Actor, query: FeedQuery): Promise<FeedPage> {
  const reader = requireSignedIn(actor);
  if (query.cursor !== undefined && !uuid.safeParse(query.cursor).success) throw invalidCursor();
  const rows = await feedRows(ctx.db, {
    search: query.search || undefined,
    authorId: query.authorId,
    cursor: query.cursor,
    limit: query.limit,
  });
  // An unknown cursor reads nothing: only an empty page needs to ask whether it ever existed.
  if (rows.length === 0 && query.cursor && !(await postEverExisted(ctx.db, query.cursor))) {
    throw invalidCursor();
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await buildPostViews(ctx, reader, page),
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}

/** A post with its comments (oldest first) and who liked it; 404 when removed or unknown. */
export async function post(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<PostDetail> {
  const reader = requireSignedIn(actor);
  const view = await loadPostView(ctx, reader, input.id);
  const [comments, likers] = await Promise.all([
    commentsOfPost(ctx.db, input.id),
    likersOfPost(ctx.db, input.id),
  ]);
  return {
    ...view,
    commentList: comments.map((comment) => toCommentView(ctx, reader, comment)),
    likers: likers.map((person) => toPostPerson(ctx, person)),
  };
}

/**
 * Saves the post with all its images, or nothing: when the transaction fails, the images already
 * stored are deleted again.
 */
export async function createPost(ctx: ServiceContext, actor: Actor, upload: PostUpload) {
  const writer = requireSignedIn(actor);
  let postId: string;
  try {
    postId = await withTransaction(ctx, async (tx) => {
      const person = await personOf(tx, writer.userId);
      const row = await insertPost(tx.db, {
        authorId: writer.userId,
        text: upload.text,
        createdAt: tx.clock.now(),
      });
      const imageIds = await insertPostImages(
        tx.db,
        row.id,
        upload.images.map((file) => ({ fileId: file.id })),
      );
      await tx.audit({
        actor,
        action: 'post.create',
        entityType: 'posts',
        entityId: row.id,
        after: { text: row.text, imageIds },
      });
      await mailNewMentions(tx, {
        postId: row.id,
        text: row.text,
        writer: { id: person.id, name: person.name },
        where: 'post',
      });
      return row.id;
    });
  } catch (error) {
    await discardImages(ctx, upload.images);
    throw error;
  }
  return { message: POST_MESSAGES.created, post: await loadPostView(ctx, writer, postId) };
}

/** 404 for an unknown or removed post, 403 for another's: asked before any image is stored. */
export async function checkEditable(ctx: ServiceContext, actor: Actor, input: { id: string }) {
  const post = await findLivePost(ctx.db, input.id);
  if (!post) throw notFound('Post');
  if (!isPostAuthor(actor, post)) throw forbidden(POST_MESSAGES.notYours);
}

/**
 * Its author changes the text and the images: the kept ones (the post's own, in the order given)
 * then the new ones, four in all. Dropped images' files are deleted; newly mentioned people mailed.
 */
export async function updatePost(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string } & PostUpload,
) {
  const writer = requireSignedIn(actor);
  try {
    await withTransaction(ctx, async (tx) => {
      const post = await requireLivePost(tx.db, input.id, { lock: true });
      if (!isPostAuthor(writer, post)) throw forbidden(POST_MESSAGES.notYours);
      const current = await imageFilesOfPost(tx.db, post.id);
      const kept = input.keepImageIds.map((id) => {
        const image = current.find((candidate) => candidate.imageId === id);
        if (!image) {
          throw invalidField(POST_FORM_FIELDS.keepImageIds, POST_MESSAGES.unknownKeptImage);
        }
        return image;
      });
      if (kept.length + input.images.length > POST_IMAGES_MAX) throw tooManyImages();
      const dropped = current.filter((image) => !input.keepImageIds.includes(image.imageId));
      await deleteImagesOfPost(tx.db, post.id);
      const imageIds = await insertPostImages(tx.db, post.id, [
        ...kept.map((image) => ({ id: image.imageId, fileId: image.file.id })),
        ...input.images.map((file) => ({ fileId: file.id })),
      ]);
      await updatePostText(tx.db, post.id, { text: input.text, editedAt: tx.clock.now() });
      await tx.audit({
        actor,
        action: 'post.update',
        entityType: 'posts',
        entityId: post.id,
        before: { text: post.text, imageIds: current.map((image) => image.imageId) },
        after: { text: input.text, imageIds },
      });
      const person = await personOf(tx, writer.userId);
      await mailNewMentions(tx, {
        postId: post.id,
        text: input.text,
        writer: { id: person.id, name: person.name },
        where: 'post',
      });
      await deleteFilesLast(
        tx,
        dropped.map((image) => image.file),
      );
    });
  } catch (error) {
    await discardImages(ctx, input.images);
    throw error;
  }
  return { message: POST_MESSAGES.updated, post: await loadPostView(ctx, writer, input.id) };
}

/** Files go last in a transaction: their bytes cannot come back if an earlier step fails. */
function deleteFilesLast(tx: ServiceContext, stored: readonly StoredFile[]) {
  return stored.length > 0 ? tx.files.deleteMany(tx.db, stored) : Promise.resolve();
}

/** Marks the post removed and lets its images go: rows, then their files. */
async function removeLocked(
  tx: ServiceContext,
  actor: Actor & { userId: string },
  post: { id: string; text: string },
  input: { action: 'post.delete' | 'post.remove'; reason: string | null },
) {
  const images = await imageFilesOfPost(tx.db, post.id);
  await markPostRemoved(tx.db, post.id, {
    removedAt: tx.clock.now(),
    removedBy: actor.userId,
    removalReason: input.reason,
  });
  await deleteImagesOfPost(tx.db, post.id);
  await tx.audit({
    actor,
    action: input.action,
    entityType: 'posts',
    entityId: post.id,
    before: { text: post.text, imageIds: images.map((image) => image.imageId) },
    after: input.reason === null ? { removed: true } : { removed: true, reason: input.reason },
  });
  return images.map((image) => image.file);
}

/** Its author deletes a post (kept, removed, for the audit trail). */
export async function deletePost(ctx: ServiceContext, actor: Actor, input: { id: string }) {
  const author = requireSignedIn(actor);
  await withTransaction(ctx, async (tx) => {
    const post = await requireLivePost(tx.db, input.id, { lock: true });
    if (!isPostAuthor(author, post)) throw forbidden(POST_MESSAGES.notYours);
    const files = await removeLocked(tx, author, post, { action: 'post.delete', reason: null });
    await deleteFilesLast(tx, files);
  });
  return { message: POST_MESSAGES.deleted };
}

/** HR removes a post; its author gets the reason by mail. */
export async function removePost(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string } & RemovalInput,
) {
  const hr = requireSignedIn(actor);
  if (!canRemovePosts(hr)) throw forbidden();
  await withTransaction(ctx, async (tx) => {
    const post = await requireLivePost(tx.db, input.id, { lock: true });
    const files = await removeLocked(tx, hr, post, { action: 'post.remove', reason: input.reason });
    const author = await personOf(tx, post.authorId);
    await mailPostRemoved(tx, author, post, input.reason);
    await deleteFilesLast(tx, files);
  });
  return { message: POST_MESSAGES.removed };
}

/** A post's image through its signed link; 404 without a valid signature or once removed. */
export async function openPostImage(
  ctx: ServiceContext,
  _actor: Actor,
  input: { imageId: string; expires?: string | undefined; signature?: string | undefined },
): Promise<StoredFile> {
  if (!canOpenPostImageLink(ctx, input)) throw notFound('Image');
  const file = await findLivePostImageFile(ctx.db, input.imageId);
  if (!file) throw notFound('Image');
  return file;
}
