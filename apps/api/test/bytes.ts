import { createHash } from 'node:crypto';

/** The hex SHA-256 of `bytes`, as the file store records it. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every chunk a stream yields, read to its end. */
export async function bytesOf(source: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
