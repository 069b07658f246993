import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What browsers send: the server picks brotli or gzip from it. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

export interface ProbeResult {
  status: number;
  /** Body bytes as they travel (compressed when the server compressed them). */
  wireBytes: number;
  /** Body bytes once decoded: the JSON itself. */
  bodyBytes: number;
  contentEncoding: string | undefined;
  etag: string | undefined;
  json: unknown;
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
          const text = body.toString();
          resolve({
            status: response.statusCode ?? 0,
            wireBytes: wire.length,
            bodyBytes: body.length,
            contentEncoding: encoding,
            etag: response.headers.etag,
            json: text ? JSON.parse(text) : undefined,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
