import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { cleanFileName } from '../../platform/files/file-name.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { downloadNameOf } from '../../platform/files/media-types.ts';

export interface ZipEntry {
  employeeName: string;
  month: string;
  file: StoredFile;
}

/** 'Ana Ferreira 2026-11.pdf': a name any file system takes, the same person twice numbered. */
function entryNames(entries: readonly ZipEntry[]): string[] {
  const taken = new Map<string, number>();
  return entries.map((entry) => {
    const base = cleanFileName(
      `${entry.employeeName} ${entry.month}`.replace(/[\\/:*?"<>|]/g, '_'),
    );
    const extension = downloadNameOf(entry.file.mediaType).split('.').pop() ?? 'bin';
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    return `${seen === 0 ? base : `${base} (${seen + 1})`}.${extension}`;
  });
}

/**
 * The receipts as one zip, streamed: each file is read from the store and passed through stored
 * (PDFs and pictures are compressed already), so the archive is never held in memory.
 */
export function receiptsZip(
  entries: readonly ZipEntry[],
  open: (file: StoredFile) => Promise<Readable>,
): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const names = entryNames(entries);
  (async () => {
    for (const [index, entry] of entries.entries()) {
      const file = new ZipPassThrough(names[index] as string);
      zip.add(file);
      for await (const chunk of await open(entry.file)) {
        file.push(chunk as Uint8Array);
        if (output.writableNeedDrain) {
          await new Promise((resolve) => output.once('drain', resolve));
        }
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
