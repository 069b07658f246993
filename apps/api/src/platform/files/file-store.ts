import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import { checkedCopy } from './checked-copy.ts';
import { cleanFileName } from './file-name.ts';
import { files, type StoredFile } from './files.schema.ts';
import { isReencodedImage, reencodeImage } from './reencode-image.ts';

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
}

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

async function replaceWithReencoded(temp: string, mediaType: string) {
  const image = await reencodeImage(temp, mediaType);
  await writeFile(temp, image);
  return { sizeBytes: image.length, sha256: createHash('sha256').update(image).digest('hex') };
}

/** Files live in `root` under a random key; a half-written upload only ever exists in root/tmp. */
export function createFileStore(root: string): FileStore {
  const pathOf = (storageKey: string) => path.join(root, storageKey);

  return {
    async store(executor, input) {
      const id = randomUUID();
      const storageKey = `${id.slice(0, 2)}/${id}`;
      const temp = path.join(root, 'tmp', `${id}.part`);
      await mkdir(path.dirname(temp), { recursive: true });
      let written: { sizeBytes: number; sha256: string; mediaType: string };
      try {
        const copy = await checkedCopy(input.source, temp, input.maxBytes, input.field);
        const detected = await fileTypeFromFile(temp);
        if (!detected || !input.allowedTypes.includes(detected.mime)) {
          throw unsupported(input);
        }
        written = isReencodedImage(detected.mime)
          ? { ...(await replaceWithReencoded(temp, detected.mime)), mediaType: detected.mime }
          : { ...copy, mediaType: detected.mime };
        await mkdir(path.dirname(pathOf(storageKey)), { recursive: true });
        await rename(temp, pathOf(storageKey));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
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
        await rm(pathOf(storageKey), { force: true });
        throw error;
      }
    },

    async open(file) {
      try {
        const handle = await open(pathOf(file.storageKey), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
        throw error;
      }
    },

    async delete(executor, file) {
      await executor.delete(files).where(eq(files.id, file.id));
      await rm(pathOf(file.storageKey), { force: true });
    },
  };
}
