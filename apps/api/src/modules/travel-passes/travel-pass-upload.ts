import { travelPassValueSchema } from '@quadro/contract/travel-passes';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { storeAttachment } from './travel-passes.service.ts';

const fieldsSchema = z.object({
  id: z.uuid({ error: 'Required' }),
  value: travelPassValueSchema.optional(),
});

/**
 * Reads PUT /api/travel-pass/'s multipart body (spec §7: id, attachment, value, in any order): the
 * receipt is stored as its part streams by, the fields are checked once all are read, and the
 * stored receipt is removed again when they are refused.
 */
export async function readTravelPassUpload(
  ctx: ServiceContext,
  actor: Actor,
  request: FastifyRequest,
): Promise<{ id: string; value: string | undefined; attachment: StoredFile | undefined }> {
  let attachment: StoredFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'attachment' && !attachment && part.filename) {
          attachment = await storeAttachment(ctx, actor, part);
        } else {
          part.file.resume();
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    const parsed = fieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      throw new AppError('validation_failed', issues[0]?.message ?? 'Invalid', issues);
    }
    return { id: parsed.data.id, value: parsed.data.value, attachment };
  } catch (error) {
    if (attachment) await ctx.files.delete(ctx.db, attachment);
    throw error;
  }
}
