import {
  ROAD_TRIP_MESSAGES,
  TRAVEL_RECEIPT_MAX_BYTES,
  type TravelReceiptFields,
  travelReceiptFieldsSchema,
} from '@quadro/contract/road-trips';
import type { FastifyRequest } from 'fastify';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError, invalidField } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';

const RECEIPT_TYPES = [...DOCUMENT_TYPES, ...PICTURE_TYPES];

/**
 * Reads a receipt's multipart body (its fields and `file`, in any order): the file is stored as
 * its part streams by, checked by content (a PDF that reads, or a PNG or JPEG that decodes, 10 MB
 * at most), the fields are checked once all are read, and the stored file is removed again when
 * they are refused.
 */
export async function readTravelReceiptUpload(
  ctx: ServiceContext,
  actor: Actor,
  request: FastifyRequest,
): Promise<{ fields: TravelReceiptFields; file: StoredFile }> {
  const { userId } = requireSignedIn(actor);
  let file: StoredFile | undefined;
  const fields: Record<string, string> = {};
  try {
    // One byte past the most the store takes, so the store refuses it naming the field.
    const limits = { fileSize: TRAVEL_RECEIPT_MAX_BYTES + 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file && part.filename) {
          file = await ctx.files.store(ctx.db, {
            ownerId: userId,
            source: part.file,
            originalName: part.filename,
            allowedTypes: RECEIPT_TYPES,
            maxBytes: TRAVEL_RECEIPT_MAX_BYTES,
            field: 'file',
            unsupportedMessage: ROAD_TRIP_MESSAGES.fileType,
          });
        } else {
          part.file.resume();
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    const parsed = travelReceiptFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      throw new AppError('validation_failed', issues[0]?.message ?? 'Invalid', issues);
    }
    if (!file) throw invalidField('file', ROAD_TRIP_MESSAGES.fileRequired);
    return { fields: parsed.data, file };
  } catch (error) {
    if (file) await ctx.files.delete(ctx.db, file);
    throw error;
  }
}
