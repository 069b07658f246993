import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error.ts';

/** 413 naming the form's file field (`file` unless the form calls it otherwise). */
export function tooLarge(maxBytes: number, field = 'file'): AppError {
  const message = `The file is larger than ${maxBytes} bytes`;
  return new AppError('payload_too_large', message, [{ field, message }]);
}

/**
 * Writes `source` to `target` while hashing and counting it, and stops as soon as it passes
 * `maxBytes`, so an over-size upload is refused without being written whole.
 */
export async function checkedCopy(
  source: Readable | Buffer,
  target: string,
  maxBytes: number,
  field = 'file',
): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) return done(tooLarge(maxBytes, field));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  await pipeline(input, meter, createWriteStream(target, { flags: 'wx' }));
  return { sizeBytes, sha256: hash.digest('hex') };
}
