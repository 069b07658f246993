import type { FastifyReply } from 'fastify';
import { cleanFileName, contentDisposition } from './file-name.ts';
import type { StoredFile } from './files.schema.ts';
import { downloadNameOf } from './media-types.ts';

/**
 * Answers a download. Call it only after the route has checked that the reader may see the file.
 * `inline` suits pictures and PDFs shown in the page; `attachment` (the default) makes the browser
 * save it. nosniff keeps the browser to the media type we detected. The file is named after its
 * detected type (`picture.jpg`) unless the route passes a name of its own; the uploader's name is
 * never sent back. `noStore` keeps sensitive files (salary receipts) out of every cache.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  disposition: 'inline' | 'attachment' = 'attachment',
  name = downloadNameOf(file.mediaType),
  { noStore = false } = {},
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', noStore ? 'no-store' : 'private, no-cache')
    .header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
  const stream = await reply.server.fileStore.open(file);
  return reply
    .type(file.mediaType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', contentDisposition(disposition, cleanFileName(name)))
    .send(stream);
}
