import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { files, type StoredFile } from '../../platform/files/files.schema.ts';
import { postImages, posts } from './posts.schema.ts';

/** A post's images with their stored files, in order: what an edit or a removal lets go of. */
export async function imageFilesOfPost(
  db: Executor,
  postId: string,
): Promise<Array<{ imageId: string; file: StoredFile }>> {
  return db
    .select({ imageId: postImages.id, file: getTableColumns(files) })
    .from(postImages)
    .innerJoin(files, eq(files.id, postImages.fileId))
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position));
}

/** Saves a post's images at positions 0.. in the order given; kept images keep their id. */
export async function insertPostImages(
  db: Executor,
  postId: string,
  images: ReadonlyArray<{ id?: string; fileId: string }>,
): Promise<string[]> {
  if (images.length === 0) return [];
  const rows = await db
    .insert(postImages)
    .values(
      images.map((image, position) => ({
        ...(image.id ? { id: image.id } : {}),
        postId,
        fileId: image.fileId,
        position,
      })),
    )
    .returning({ id: postImages.id, position: postImages.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

export async function deleteImagesOfPost(db: Executor, postId: string): Promise<void> {
  await db.delete(postImages).where(eq(postImages.postId, postId));
}

/** The stored file of an image of a post nobody removed. */
export async function findLivePostImageFile(
  db: Executor,
  imageId: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select(getTableColumns(files))
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .innerJoin(files, eq(files.id, postImages.fileId))
    .where(and(eq(postImages.id, imageId), isNull(posts.removedAt)));
  return row;
}
