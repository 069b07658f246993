import type { MultipartFile } from '@fastify/multipart';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import type { Executor } from '../../db/database.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { invalidField, notFound } from '../../platform/errors/app-error.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { canEditPerson, canOpenPictureLink } from './people.policy.ts';
import * as repository from './people.repository.ts';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const pictureNotFound = () => notFound('Profile picture');

/** Stores the new picture first (outside a transaction: uploads can be slow), then swaps it in. */
export async function replaceProfilePicture(
  ctx: ServiceContext,
  actor: Actor,
  input: { personId: string; upload: MultipartFile | undefined },
): Promise<void> {
  if (!canEditPerson(actor, { id: input.personId })) throw notFound('Person');
  if (!input.upload) throw invalidField('file', VALIDATION_MESSAGES.selectImageFirst);
  const picture = await ctx.files.store(ctx.db, {
    ownerId: input.personId,
    source: input.upload.file,
    originalName: input.upload.filename,
    allowedTypes: PICTURE_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
  });
  const previous = await repository.findCurrentPicture(ctx.db, input.personId);
  try {
    await withTransaction(ctx, async (tx) => {
      await repository.updatePerson(
        tx.db,
        input.personId,
        { profilePictureFileId: picture.id },
        tx.clock.now(),
      );
      if (previous) await tx.files.delete(tx.db, previous);
    });
  } catch (error) {
    await ctx.files.delete(ctx.db, picture);
    throw error;
  }
}

/**
 * Stores a picture (re-encoded like any upload) and makes it the person's, for a person who has
 * none: the seed's demo pictures. Pass the seed's transaction.
 */
export async function attachProfilePicture(
  db: Executor,
  files: FileStore,
  input: { personId: string; picture: Buffer; originalName: string; now: Date },
): Promise<void> {
  const stored = await files.store(db, {
    ownerId: input.personId,
    source: input.picture,
    originalName: input.originalName,
    allowedTypes: PICTURE_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
  });
  await repository.updatePerson(db, input.personId, { profilePictureFileId: stored.id }, input.now);
}

export async function removeProfilePicture(
  ctx: ServiceContext,
  actor: Actor,
  input: { personId: string },
): Promise<void> {
  if (!canEditPerson(actor, { id: input.personId })) throw pictureNotFound();
  const previous = await repository.findCurrentPicture(ctx.db, input.personId);
  if (!previous) throw pictureNotFound();
  await withTransaction(ctx, async (tx) => {
    await repository.updatePerson(
      tx.db,
      input.personId,
      { profilePictureFileId: null },
      tx.clock.now(),
    );
    await tx.files.delete(tx.db, previous);
  });
}

/**
 * The picture behind a signed link; any other request is answered as if the file did not exist.
 */
export async function openProfilePicture(
  ctx: ServiceContext,
  _actor: Actor,
  input: { fileId: string; expires?: string | undefined; signature?: string | undefined },
): Promise<StoredFile> {
  if (!canOpenPictureLink(ctx, input)) throw pictureNotFound();
  const picture = await repository.findPictureFile(ctx.db, input.fileId);
  if (!picture) throw pictureNotFound();
  return picture;
}
