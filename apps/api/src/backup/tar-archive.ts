import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * The backup archive is a plain POSIX tar (ustar), written and read here as a stream so that no
 * file is ever held whole in memory; `tar tf` lists it and `tar xf` opens it by hand.
 */
const BLOCK = 512;
/** Past 8 GiB the octal size field overflows; GNU tar's base-256 form carries any size. */
const OCTAL_SIZE_LIMIT = 8 ** 11;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function sizeField(size: number): Buffer {
  if (size < OCTAL_SIZE_LIMIT) return Buffer.from(octal(size, 12), 'ascii');
  const field = Buffer.alloc(12);
  field.writeBigUInt64BE(BigInt(size), 4);
  field[0] = 0x80;
  return field;
}

export function tarHeader(name: string, size: number, modifiedAt = new Date()): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  sizeField(size).copy(header, 124);
  header.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let checksum = 0;
  for (const byte of header) checksum += byte;
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

export const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two empty blocks end a tar. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

async function write(output: Writable, chunk: Buffer): Promise<void> {
  if (!output.write(chunk)) await once(output, 'drain');
}

/** Writes one entry of exactly `size` bytes; a source that gives another length fails the entry. */
export async function writeTarEntry(
  output: Writable,
  name: string,
  size: number,
  source: AsyncIterable<Buffer> | Buffer,
): Promise<void> {
  await write(output, tarHeader(name, size));
  let written = 0;
  for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
    written += chunk.length;
    if (written > size) break;
    await write(output, chunk);
  }
  if (written !== size) {
    throw new Error(`${name} changed while it was archived (${written} bytes, ${size} expected)`);
  }
  await write(output, padding(size));
}

function readSize(field: Buffer): number {
  if ((field[0] ?? 0) & 0x80) return Number(field.readBigUInt64BE(4));
  return Number.parseInt(field.toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
}

/** Reads exactly n bytes from a paused stream's iterator, holding what came beyond them. */
class ByteReader {
  private held: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;
  constructor(input: Readable) {
    this.chunks = input[Symbol.asyncIterator]();
  }
  /** Up to `max` bytes; empty at the end of the stream. */
  async next(max: number): Promise<Buffer> {
    if (this.held.length === 0) {
      const { value, done } = await this.chunks.next();
      if (done) return Buffer.alloc(0);
      this.held = value as Buffer;
    }
    const taken = this.held.subarray(0, max);
    this.held = this.held.subarray(taken.length);
    return taken;
  }
  async exactly(n: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < n) {
      const part = await this.next(n - got);
      if (part.length === 0) throw new Error('the archive ends in the middle of an entry');
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them whole before asking for the next entry. */
  content: AsyncIterable<Buffer>;
}

/** The entries of a tar, in order; each entry's content must be consumed before the next. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input);
  for (;;) {
    const header = await reader
      .next(BLOCK)
      .then(async (first) =>
        first.length === 0
          ? first
          : Buffer.concat([first, await reader.exactly(BLOCK - first.length)]),
      );
    if (header.length === 0 || header.every((byte) => byte === 0)) return;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = readSize(header.subarray(124, 136));
    let left = size;
    const content = (async function* () {
      while (left > 0) {
        const part = await reader.next(left);
        if (part.length === 0) throw new Error('the archive ends in the middle of an entry');
        left -= part.length;
        yield part;
      }
    })();
    yield { name, size, content };
    // What the caller left unread of the entry is skipped.
    while (left > 0) {
      const part = await reader.next(left);
      if (part.length === 0) throw new Error('the archive ends in the middle of an entry');
      left -= part.length;
    }
    await reader.exactly(padding(size).length);
  }
}
