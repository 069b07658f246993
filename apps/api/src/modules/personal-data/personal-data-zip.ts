import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { downloadNameOf } from '../../platform/files/media-types.ts';
import { type ZipStreamEntry, zipStream } from '../../platform/files/zip-stream.ts';
import type { PersonalDataPiece } from '../../platform/personal-data/personal-data-piece.ts';
import type { PersonalDataJsonTask } from './personal-data-json.worker.ts';

const JSON_WORKER = new URL('./personal-data-json.worker.ts', import.meta.url);
/** A JSON file of the largest person is a few megabytes: far below this. */
const JSON_SECONDS_LIMIT = 60;

const encoder = new TextEncoder();

const missingNote = (names: readonly string[]) =>
  ['Recorded, but their bytes were not found in the file store:', ...names, ''].join('\n');

/**
 * The file's bytes, opened before its entry is added, or null when they are gone: one lost file
 * must not cut the rest of the person's zip short (a stream ended mid-way is all a client sees).
 */
async function openedOrMissing(ctx: ServiceContext, file: StoredFile): Promise<Readable | null> {
  try {
    return await ctx.files.open(file);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

const extensionOf = (mediaType: string) => downloadNameOf(mediaType).split('.').pop() ?? 'bin';

/** README.txt: what the archive is, then one line per JSON file and per folder of files. */
export function readmeOf(pieces: readonly PersonalDataPiece[], personName: string, made: string) {
  const rows = pieces.flatMap((piece) => piece.rows);
  const folders = pieces.flatMap((piece) => piece.files ?? []);
  return [
    `The data Quadro holds about ${personName}, exported ${made}.`,
    '',
    'Each JSON file holds the records of one kind about you, as rows (an empty list when there are',
    'none). Dates are ISO 8601; times are UTC; amounts are decimal strings. Ids link the files:',
    'a stored file is files/<folder>/<its id>.<type>, the id the rows name (fileId, attachmentFileId).',
    '',
    ...rows.map((entry) => `${entry.file}: ${entry.about}`),
    '',
    ...folders.map((entry) => `files/${entry.folder}/: ${entry.about}`),
    'files/missing.txt: when present, the files recorded whose bytes the store no longer has.',
    '',
  ].join('\n');
}

/**
 * The zip, streamed (zip-stream.ts): README.txt, each JSON file read and written on a worker thread
 * only when the zip gets to it, then each stored file opened in turn: one file's rows in memory at
 * a time.
 */
export function personalDataZip(
  ctx: ServiceContext,
  pieces: readonly PersonalDataPiece[],
  person: { id: string; name: string },
  made: string,
): Readable {
  async function* entries(): AsyncGenerator<ZipStreamEntry> {
    yield {
      name: 'README.txt',
      content: async () => encoder.encode(readmeOf(pieces, person.name, made)),
    };
    for (const entry of pieces.flatMap((piece) => piece.rows)) {
      yield {
        name: entry.file,
        content: async () => {
          const task: PersonalDataJsonTask = { rows: await entry.read(ctx.db, person.id) };
          return ctx.files.workers.run<Uint8Array>(JSON_WORKER, task, {
            seconds: JSON_SECONDS_LIMIT,
          });
        },
      };
    }
    const missing: string[] = [];
    for (const folder of pieces.flatMap((piece) => piece.files ?? [])) {
      for (const file of await folder.read(ctx.db, person.id)) {
        const name = `files/${folder.folder}/${file.id}.${extensionOf(file.mediaType)}`;
        const bytes = await openedOrMissing(ctx, file);
        if (bytes) yield { name, content: async () => bytes };
        else missing.push(name);
      }
    }
    if (missing.length > 0) {
      yield {
        name: 'files/missing.txt',
        content: async () => encoder.encode(missingNote(missing)),
      };
    }
  }
  return zipStream(entries());
}
