import type { Readable } from 'node:stream';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { downloadNameOf } from '../../platform/files/media-types.ts';
import { type ZipStreamEntry, zipEntryNamer, zipStream } from '../../platform/files/zip-stream.ts';

export interface ZipEntry {
  employeeName: string;
  month: string;
  file: StoredFile;
}

/**
 * The receipts as one zip, streamed (zip-stream.ts), each named by employee and month
 * ('Ana Ferreira 2026-11.pdf'), the same person twice numbered.
 */
export function receiptsZip(
  entries: readonly ZipEntry[],
  open: (file: StoredFile) => Promise<Readable>,
): Readable {
  const nameOf = zipEntryNamer();
  return zipStream(
    entries.map(
      (entry): ZipStreamEntry => ({
        name: nameOf(
          `${entry.employeeName} ${entry.month}`,
          downloadNameOf(entry.file.mediaType).split('.').pop() ?? 'bin',
        ),
        content: () => open(entry.file),
      }),
    ),
  );
}
