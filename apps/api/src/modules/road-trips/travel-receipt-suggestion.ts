import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import type { ErrorCode } from '@quadro/contract/api-errors';
import {
  type ReceiptSuggestionView,
  ROAD_TRIP_MESSAGES,
  TRAVEL_RECEIPT_MAX_BYTES,
} from '@quadro/contract/road-trips';
import { UPLOAD_MESSAGES } from '@quadro/contract/uploads';
import { fileTypeFromBuffer } from 'file-type';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readUpload } from '../../platform/files/read-upload.ts';
import { WorkerTimeout } from '../../platform/workers/worker-pool.ts';
import type { ReceiptReading, ReceiptSuggestionTask } from './travel-receipt-suggestion.worker.ts';

const SUGGESTION_WORKER = new URL('./travel-receipt-suggestion.worker.ts', import.meta.url);

const onFile = (code: ErrorCode, message: string) =>
  new AppError(code, message, [{ field: 'file', message }]);

/**
 * The date and total a PDF receipt's text suggests: the upload (10 MB at most, a PDF by content)
 * is read on a worker within the PDF limits in force, and nothing is kept.
 */
export async function suggestFromReceipt(
  ctx: ServiceContext,
  upload: { file: Readable } | undefined,
): Promise<ReceiptSuggestionView> {
  if (!upload) throw onFile('validation_failed', ROAD_TRIP_MESSAGES.fileRequired);
  let bytes: Buffer;
  try {
    bytes = await readUpload(upload.file, TRAVEL_RECEIPT_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError) throw onFile(error.code, error.message);
    throw error;
  }
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf') {
    throw onFile('unsupported_media_type', ROAD_TRIP_MESSAGES.notPdf);
  }
  const path = ctx.files.tempPath();
  const limits = ctx.files.pdfLimits();
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    const reading = await ctx.files.workers.run<ReceiptReading>(
      SUGGESTION_WORKER,
      { path, maxPages: limits.pdfMaxPages } satisfies ReceiptSuggestionTask,
      { seconds: limits.pdfSecondsLimit },
    );
    switch (reading.kind) {
      case 'readable':
        return reading.suggestion;
      case 'protected':
        throw onFile('validation_failed', UPLOAD_MESSAGES.pdfProtected);
      case 'tooManyPages':
        throw onFile(
          'payload_too_large',
          UPLOAD_MESSAGES.pdfTooManyPages(reading.pages, limits.pdfMaxPages),
        );
      default:
        throw onFile('unsupported_media_type', UPLOAD_MESSAGES.pdfUnreadable);
    }
  } catch (error) {
    if (error instanceof WorkerTimeout) {
      throw onFile('payload_too_large', UPLOAD_MESSAGES.pdfTooSlow(error.seconds));
    }
    throw error;
  } finally {
    await rm(path, { force: true });
  }
}
