import {
  POST_FORM_FIELDS,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGES_MAX,
  POST_MESSAGES,
  postFieldsSchema,
} from '@quadro/contract/posts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError, invalidField } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';

/** A post's form once read: its text, the new images (stored) and, editing, the images kept. */
export interface PostUpload {
  text: string;
  images: StoredFile[];
  keepImageIds: string[];
}

const uuid = z.uuid();

export const tooManyImages = () =>
  invalidField(POST_FORM_FIELDS.images, POST_MESSAGES.tooManyImages);

/**
 * Reads a post's multipart body, parts in any order: each `images` part is stored as it streams
 * by (checked by content, PNG or JPEG, 5 MB, re-encoded without its metadata), a fifth is refused,
 * the text is checked once all is read. Whatever is refused, the images stored so far are deleted
 * again: the caller gets everything or an error and nothing left behind.
 */
export async function readPostUpload(
  ctx: ServiceContext,
  actor: Actor,
  request: FastifyRequest,
  options: { editing: boolean },
): Promise<PostUpload> {
  const { userId } = requireSignedIn(actor);
  const images: StoredFile[] = [];
  const keepImageIds: string[] = [];
  const fields: Record<string, string> = {};
  try {
    // One byte and one image past the most taken, so the refusals below name the field.
    const limits = {
      fileSize: POST_IMAGE_MAX_BYTES + 1,
      files: POST_IMAGES_MAX + 1,
      parts: 2 * POST_IMAGES_MAX + 4,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== POST_FORM_FIELDS.images || !part.filename) {
          part.file.resume();
          continue;
        }
        if (images.length >= POST_IMAGES_MAX) {
          part.file.resume();
          throw tooManyImages();
        }
        images.push(
          await ctx.files.store(ctx.db, {
            ownerId: userId,
            source: part.file,
            originalName: part.filename,
            allowedTypes: PICTURE_TYPES,
            maxBytes: POST_IMAGE_MAX_BYTES,
            field: POST_FORM_FIELDS.images,
            unsupportedMessage: POST_MESSAGES.imageType,
          }),
        );
      } else if (part.fieldname === POST_FORM_FIELDS.keepImageIds) {
        if (!options.editing) continue;
        const id = String(part.value).trim().toLowerCase();
        if (!uuid.safeParse(id).success) {
          throw invalidField(POST_FORM_FIELDS.keepImageIds, POST_MESSAGES.unknownKeptImage);
        }
        if (!keepImageIds.includes(id)) keepImageIds.push(id);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    const parsed = postFieldsSchema.safeParse({ text: fields[POST_FORM_FIELDS.text] });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || POST_FORM_FIELDS.text,
        message: issue.message,
      }));
      throw new AppError('validation_failed', issues[0]?.message ?? 'Invalid', issues);
    }
    if (keepImageIds.length + images.length > POST_IMAGES_MAX) throw tooManyImages();
    return { text: parsed.data.text, images, keepImageIds };
  } catch (error) {
    await discardImages(ctx, images);
    throw error;
  }
}

/** Deletes images stored for a post that was not saved after all. */
export async function discardImages(ctx: ServiceContext, images: readonly StoredFile[]) {
  if (images.length > 0) await ctx.files.deleteMany(ctx.db, images);
}
