import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What browsers send: the server picks brotli or gzip from it. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

export interface ProbeResult {
  status: number;
  /** Body bytes as they travel (compressed when the server compressed them). */
  wireBytes: number;
  /** Body bytes once decoded: the JSON itself (or the file, for a binary answer). */
  bodyBytes: number;
  contentEncoding: string | undefined;
  /** The media type, without its parameters (`application/json`, `application/zip`). */
  mediaType: string | undefined;
  etag: string | undefined;
  /** The parsed answer when it is JSON (or has no content type); undefined for a binary answer. */
  json: unknown;
  /** The decoded bytes of a binary answer (not JSON): a zip, a PDF, a spreadsheet. */
  binary: Buffer | undefined;
}

/** JSON, `+json`, or no content type at all (an empty answer): parsed, and a parse error throws. */
export function isJsonMediaType(mediaType: string | undefined): boolean {
  return !mediaType || mediaType === 'application/json' || mediaType.endsWith('+json');
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * One request as a browser makes it, read raw (fetch would decode it and hide the bytes on the
 * wire); used before each load to check the answer and note its sizes.
 */
export function probe(
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body = decode(wire, encoding);
          const mediaType = response.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
          const json = isJsonMediaType(mediaType);
          const text = json ? body.toString() : '';
          resolve({
            status: response.statusCode ?? 0,
            wireBytes: wire.length,
            bodyBytes: body.length,
            contentEncoding: encoding,
            mediaType,
            etag: response.headers.etag,
            json: text ? JSON.parse(text) : undefined,
            binary: json ? undefined : body,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
