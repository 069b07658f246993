import type { MultipartFile } from '@fastify/multipart';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { invalidField, notFound } from '../../platform/errors/app-error.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { files, type StoredFile } from '../../platform/files/files.schema.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { users } from '../identity/users.schema.ts';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

interface PictureContext {
  db: Database;
  fileStore: FileStore;
}

async function currentPicture(db: Database, userId: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(users)
    .innerJoin(files, eq(files.id, users.profilePictureFileId))
    .where(eq(users.id, userId));
  return row?.file;
}

/** Stores the new picture first (outside a transaction: uploads can be slow), then swaps it in. */
export async function replaceProfilePicture(
  { db, fileStore }: PictureContext,
  userId: string,
  part: MultipartFile | undefined,
): Promise<void> {
  if (!part) throw invalidField('file', VALIDATION_MESSAGES.selectImageFirst);
  const picture = await fileStore.store(db, {
    ownerId: userId,
    source: part.file,
    originalName: part.filename,
    allowedTypes: PICTURE_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
  });
  const previous = await currentPicture(db, userId);
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ profilePictureFileId: picture.id }).where(eq(users.id, userId));
      if (previous) await fileStore.delete(tx, previous);
    });
  } catch (error) {
    await fileStore.delete(db, picture);
    throw error;
  }
}

export async function removeProfilePicture(
  { db, fileStore }: PictureContext,
  userId: string,
): Promise<void> {
  const previous = await currentPicture(db, userId);
  if (!previous) throw notFound('Profile picture');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ profilePictureFileId: null }).where(eq(users.id, userId));
    await fileStore.delete(tx, previous);
  });
}

/** Only a file that is someone's current picture is served through the picture link. */
export async function findProfilePicture(
  db: Database,
  fileId: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(users, eq(users.profilePictureFileId, files.id))
    .where(eq(files.id, fileId));
  return row?.file;
}
