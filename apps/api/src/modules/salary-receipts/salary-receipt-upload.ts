import type { Readable } from 'node:stream';
import {
  SALARY_RECEIPT_MAX_BYTES,
  SALARY_RECEIPT_MESSAGES,
} from '@quadro/contract/salary-receipts';
import { UPLOAD_MESSAGES } from '@quadro/contract/uploads';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';

const PDF = ['application/pdf'] as const;

const fileError = (code: 'unsupported_media_type' | 'validation_failed', message: string) =>
  new AppError(code, message, [{ field: 'file', message }]);

/**
 * Stores one receipt PDF: a PDF by content, 5 MB at most, that opens without a password and whose
 * every page reads (the file store reads it on a worker).
 */
export async function storeReceiptPdf(
  ctx: ServiceContext,
  actor: Actor,
  upload: { source: Readable | Buffer; filename: string },
): Promise<StoredFile> {
  const { userId } = requireSignedIn(actor);
  try {
    return await ctx.files.store(ctx.db, {
      ownerId: userId,
      source: upload.source,
      originalName: upload.filename,
      allowedTypes: PDF,
      maxBytes: SALARY_RECEIPT_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported_media_type') {
      throw fileError('unsupported_media_type', SALARY_RECEIPT_MESSAGES.notPdf);
    }
    if (error instanceof AppError && error.message === UPLOAD_MESSAGES.pdfProtected) {
      throw fileError('validation_failed', SALARY_RECEIPT_MESSAGES.protectedPdf);
    }
    throw error;
  }
}

/**
 * Reads a receipt's multipart body (fields and the PDF as `file`, in any order): the PDF is stored
 * as its part streams by, the fields are checked once all are read, and the stored PDF is removed
 * again when they are refused.
 */
export async function readReceiptUpload<Schema extends z.ZodType>(
  ctx: ServiceContext,
  actor: Actor,
  request: FastifyRequest,
  schema: Schema,
): Promise<{ fields: z.output<Schema>; file: StoredFile | undefined }> {
  let file: StoredFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file && part.filename) {
          file = await storeReceiptPdf(ctx, actor, { source: part.file, filename: part.filename });
        } else {
          part.file.resume();
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      throw new AppError('validation_failed', issues[0]?.message ?? 'Invalid', issues);
    }
    return { fields: parsed.data, file };
  } catch (error) {
    if (file) await ctx.files.delete(ctx.db, file);
    throw error;
  }
}
