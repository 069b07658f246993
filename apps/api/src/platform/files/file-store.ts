import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  SYSTEM_PARAMETER_DEFAULTS,
  type SystemParameterValues,
} from '@quadro/contract/system-parameters';
import { UPLOAD_MESSAGES } from '@quadro/contract/uploads';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { createWorkerPool, type WorkerPool, WorkerTimeout } from '../workers/worker-pool.ts';
import { checkedCopy } from './checked-copy.ts';
import type { FileBytes } from './file-bytes.ts';
import { cleanFileName } from './file-name.ts';
import { files, type StoredFile } from './files.schema.ts';
import { localFileBytes } from './local-file-bytes.ts';
import type { PdfCheck, PdfCheckTask } from './pdf-check.worker.ts';
import { isReencodedImage, reencodeImage } from './reencode-image.ts';

const PDF_CHECK_WORKER = new URL('./pdf-check.worker.ts', import.meta.url);

export interface StoreFileInput {
  ownerId: string;
  /**
   * A buffer, or a stream such as a multipart part. With a client stream, call store() outside a
   * transaction (or buffer first): a transaction held open for a slow upload blocks PGlite.
   */
  source: Readable | Buffer;
  /** Kept as data only: downloads are named after the detected type (media-types.ts). */
  originalName: string;
  /** Media types accepted, checked against the content: see media-types.ts. */
  allowedTypes: readonly string[];
  maxBytes: number;
  /** The form field refusals name: `file` unless the form calls it otherwise (`attachment`). */
  field?: string;
  /** The 415 message, when the form words it its own way. */
  unsupportedMessage?: string;
  /**
   * Set only when the caller reads every page of the PDF itself, on a worker, within the same
   * limits (the payroll upload does): the store then does not read it a second time.
   */
  pdfReadByCaller?: true;
}

/** A file a worker made in the store's tmp folder (a receipt cut from a payroll PDF). */
export interface MadeFile {
  tempPath: string;
  ownerId: string;
  originalName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
}

/** The PDF limits in force: the system parameters, read at each upload. */
export type PdfLimits = Pick<SystemParameterValues, 'pdfMaxPages' | 'pdfSecondsLimit'>;

export interface FileStore {
  /**
   * 413 payload_too_large past maxBytes, 415 unsupported_media_type outside allowedTypes. Pictures
   * are decoded and stored re-encoded (reencode-image.ts): 415 when they cannot be decoded, 413
   * past the pixel limit.
   */
  store(executor: Executor, input: StoreFileInput): Promise<StoredFile>;
  /** 404 when the bytes are gone. */
  open(file: StoredFile): Promise<Readable>;
  /** Removes the row, then the bytes; inside a transaction make it the last step. */
  delete(executor: Executor, file: StoredFile): Promise<void>;
  /** delete() for many files at once: one statement, then the bytes. */
  deleteMany(executor: Executor, files: readonly StoredFile[]): Promise<void>;
  /**
   * Runs `fn` with a path on this machine holding the file, for a worker to read it from disk
   * itself: the file itself on the local disk, a download into tmp (removed after) on S3.
   */
  withLocalCopy<T>(file: StoredFile, fn: (path: string) => Promise<T>): Promise<T>;
  /** A fresh path in the store's tmp folder for a worker to write a file to. */
  tempPath(): string;
  /** Takes files a worker made in tmp into the store, in one insert, in the order given. */
  adopt(executor: Executor, made: readonly MadeFile[]): Promise<StoredFile[]>;
  /** The worker threads uploads are read on; PDF limits as in force now. */
  workers: WorkerPool;
  pdfLimits(): PdfLimits;
  /** Where the bytes live: the cleanup job and copy-to-s3 go through it. */
  bytes: FileBytes;
  /** The tmp folder every upload is first written to and checked in. */
  tmpFolder: string;
  /** Throws unless an upload can be written to tmp and handed to the backend. */
  probe(): Promise<void>;
  /** Ends the worker threads. */
  close(): Promise<void>;
}

/** Refusals name the upload's field: the multipart part `file` unless the form says otherwise. */
function unsupported(input: Pick<StoreFileInput, 'allowedTypes' | 'field' | 'unsupportedMessage'>) {
  const message =
    input.unsupportedMessage ??
    `The file content is not an accepted type (${input.allowedTypes.join(', ')})`;
  return new AppError('unsupported_media_type', message, [
    { field: input.field ?? 'file', message },
  ]);
}

/** A refusal that names the form's field, as every upload refusal does. */
function onField(error: unknown, field = 'file'): unknown {
  if (!(error instanceof AppError) || error.fields?.length) return error;
  return new AppError(error.code, error.message, [{ field, message: error.message }]);
}

function pdfRefusal(check: Exclude<PdfCheck, { kind: 'readable' }>, limits: PdfLimits) {
  if (check.kind === 'protected') {
    return new AppError('validation_failed', UPLOAD_MESSAGES.pdfProtected);
  }
  if (check.kind === 'tooManyPages') {
    return new AppError(
      'payload_too_large',
      UPLOAD_MESSAGES.pdfTooManyPages(check.pages, limits.pdfMaxPages),
    );
  }
  return new AppError('unsupported_media_type', UPLOAD_MESSAGES.pdfUnreadable);
}

/** Opens the PDF on a worker and reads every page: refused when it cannot be read whole. */
export async function checkPdfOnWorker(
  workers: WorkerPool,
  path: string,
  limits: PdfLimits,
): Promise<void> {
  let check: PdfCheck;
  try {
    check = await workers.run<PdfCheck>(
      PDF_CHECK_WORKER,
      { path, maxPages: limits.pdfMaxPages } satisfies PdfCheckTask,
      { seconds: limits.pdfSecondsLimit },
    );
  } catch (error) {
    if (error instanceof WorkerTimeout) {
      throw new AppError('payload_too_large', UPLOAD_MESSAGES.pdfTooSlow(error.seconds));
    }
    throw error;
  }
  if (check.kind !== 'readable') throw pdfRefusal(check, limits);
}

async function replaceWithReencoded(temp: string, mediaType: string) {
  const image = await reencodeImage(temp, mediaType);
  await writeFile(temp, image);
  return { sizeBytes: image.length, sha256: createHash('sha256').update(image).digest('hex') };
}

export interface FileStoreOptions {
  /** The app's worker pool; a store of its own otherwise (seeds, scripts), ended by close(). */
  workers?: WorkerPool;
  pdfLimits?: () => PdfLimits;
  /** Where the bytes go once checked: the local disk under root by default. */
  bytes?: FileBytes;
}

const defaultPdfLimits = () => SYSTEM_PARAMETER_DEFAULTS;

/**
 * Files live under a random key in `options.bytes` (root on the local disk by default); a
 * half-written or unchecked upload only ever exists in root/tmp.
 */
export function createFileStore(root: string, options: FileStoreOptions = {}): FileStore {
  const bytes = options.bytes ?? localFileBytes(root);
  const tmpFolder = path.join(root, 'tmp');
  const tempPath = () => path.join(tmpFolder, `${randomUUID()}.part`);
  const workers = options.workers ?? createWorkerPool();
  const pdfLimits = options.pdfLimits ?? defaultPdfLimits;
  const newStorageKey = (id: string) => `${id.slice(0, 2)}/${id}`;

  return {
    async store(executor, input) {
      const id = randomUUID();
      const storageKey = newStorageKey(id);
      const temp = path.join(tmpFolder, `${id}.part`);
      await mkdir(path.dirname(temp), { recursive: true });
      let written: { sizeBytes: number; sha256: string; mediaType: string };
      try {
        const copy = await checkedCopy(input.source, temp, input.maxBytes, input.field);
        const detected = await fileTypeFromFile(temp);
        if (!detected || !input.allowedTypes.includes(detected.mime)) {
          throw unsupported(input);
        }
        if (detected.mime === 'application/pdf' && !input.pdfReadByCaller) {
          await checkPdfOnWorker(workers, temp, pdfLimits());
        }
        written = isReencodedImage(detected.mime)
          ? { ...(await replaceWithReencoded(temp, detected.mime)), mediaType: detected.mime }
          : { ...copy, mediaType: detected.mime };
        await bytes.put(storageKey, temp, written);
      } catch (error) {
        await rm(temp, { force: true });
        throw onField(error, input.field);
      }
      try {
        const [row] = await executor
          .insert(files)
          .values({
            id,
            ownerId: input.ownerId,
            originalName: cleanFileName(input.originalName),
            storageKey,
            ...written,
          })
          .returning();
        return row as StoredFile;
      } catch (error) {
        await bytes.remove(storageKey);
        throw error;
      }
    },

    open: (file) => bytes.open(file.storageKey),

    async delete(executor, file) {
      await executor.delete(files).where(eq(files.id, file.id));
      await bytes.remove(file.storageKey);
    },

    async deleteMany(executor, many) {
      for (let start = 0; start < many.length; start += 5000) {
        const slice = many.slice(start, start + 5000);
        await executor.delete(files).where(
          inArray(
            files.id,
            slice.map((file) => file.id),
          ),
        );
      }
      for (let start = 0; start < many.length; start += 200) {
        await Promise.all(
          many.slice(start, start + 200).map((file) => bytes.remove(file.storageKey)),
        );
      }
    },

    withLocalCopy: (file, fn) => bytes.withLocalCopy(file.storageKey, tempPath(), fn),

    tempPath,

    async adopt(executor, made) {
      const rows = made.map((file) => {
        const id = randomUUID();
        return {
          id,
          ownerId: file.ownerId,
          originalName: cleanFileName(file.originalName),
          mediaType: file.mediaType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storageKey: newStorageKey(id),
        };
      });
      const moved: string[] = [];
      try {
        for (const [index, row] of rows.entries()) {
          await bytes.put(row.storageKey, (made[index] as MadeFile).tempPath, row);
          moved.push(row.storageKey);
        }
        const stored: StoredFile[] = [];
        // Eight parameters a row: slices stay far below PostgreSQL's 65,535 per statement.
        for (let start = 0; start < rows.length; start += 1000) {
          stored.push(
            ...(await executor
              .insert(files)
              .values(rows.slice(start, start + 1000))
              .returning()),
          );
        }
        return stored;
      } catch (error) {
        await Promise.all(moved.map((key) => bytes.remove(key)));
        throw error;
      }
    },

    workers,
    pdfLimits,
    bytes,
    tmpFolder,

    async probe() {
      const probe = path.join(tmpFolder, `${randomUUID()}.ready-probe`);
      await mkdir(tmpFolder, { recursive: true });
      await writeFile(probe, 'ok');
      await rm(probe);
      await bytes.probe();
    },

    close: () => (options.workers ? Promise.resolve() : workers.close()),
  };
}
