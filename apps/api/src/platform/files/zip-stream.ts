import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { cleanFileName } from './file-name.ts';

/** A file of a zip: its name in the archive, and its bytes, made or opened only when its turn comes. */
export interface ZipStreamEntry {
  name: string;
  content(): Promise<Uint8Array | AsyncIterable<Uint8Array>>;
}

/**
 * Names any file system takes ('Ana Ferreira 2026-11.pdf'), the same name twice numbered
 * ('Ana Ferreira 2026-11 (2).pdf'): one namer per archive.
 */
export function zipEntryNamer(): (base: string, extension: string) => string {
  const taken = new Map<string, number>();
  return (base, extension) => {
    const cleaned = cleanFileName(base.replace(/[\\/:*?"<>|]/g, '_'));
    const seen = taken.get(cleaned) ?? 0;
    taken.set(cleaned, seen + 1);
    return `${seen === 0 ? cleaned : `${cleaned} (${seen + 1})`}.${extension}`;
  };
}

/** Waits until `output` wants more, or is closed (the client went away). */
function drained(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.once('drain', done);
    output.once('close', done);
  });
}

/**
 * The entries as one zip, streamed: each entry's bytes are asked for in turn and passed through
 * stored (PDFs and pictures are compressed already). The next chunk is read only once the reader
 * took the last one, so the archive is never held in memory, however many entries it has; when
 * the reader goes away, no more entries are read.
 */
export function zipStream(
  entries: AsyncIterable<ZipStreamEntry> | Iterable<ZipStreamEntry>,
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
  (async () => {
    for await (const entry of entries) {
      if (output.destroyed) return;
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      const content = await entry.content();
      for await (const chunk of content instanceof Uint8Array ? [content] : content) {
        file.push(chunk);
        if (output.writableNeedDrain) await drained(output);
        if (output.destroyed) return;
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
