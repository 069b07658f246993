import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file the API made (an export, a zip streamed as it is made) as an attachment. Routes document it with
 * `config.openapi.response[200] = fileDownloadDoc([...])`.
 */
export function sendGeneratedFile(
  reply: FastifyReply,
  file: { fileName: string; mediaType: string; body: string | Buffer | Readable },
) {
  return reply
    .header('content-type', file.mediaType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
