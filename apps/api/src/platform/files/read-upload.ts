import type { Readable } from 'node:stream';
import { tooLarge } from './checked-copy.ts';

/**
 * Reads a small upload that is parsed rather than stored (an import file) into memory, refusing it
 * with a 413 as soon as it passes `maxBytes`.
 */
export async function readUpload(source: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      source.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
