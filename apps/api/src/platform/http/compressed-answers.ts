import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { entityTagMatches, entityTagOf } from './entity-tags.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding an Accept-Encoding header takes, brotli first as the compression plugin chooses;
 * undefined when it takes neither (q=0 refuses one, '*' takes both).
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | undefined {
  const weights = new Map<string, number>();
  for (const offer of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = offer.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  const takes = (encoding: AnswerEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

interface KeptAnswer {
  tag: string;
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

export interface CompressedAnswers {
  /**
   * What to send for `json` (a GET's 200): sets its entity tag, and answers 304 when the client
   * holds it, else the text compressed as the request accepts; the tag and the compressed bytes
   * are made once per `key` and kept. The key must name everything the text holds: equal keys
   * must mean equal texts.
   */
  payload(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    json: string,
  ): Promise<string | Buffer>;
}

/**
 * Large answers that many requests share (staff's account, with the whole directory) compressed
 * once, on libuv's threads, instead of on every request: compressing 400 KiB took most of the
 * route's CPU. The `capacity` most recently used keys are kept.
 */
export function createCompressedAnswers(capacity: number): CompressedAnswers {
  const kept = new Map<string, KeptAnswer>();

  const keptAnswer = (key: string, json: string): KeptAnswer => {
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const answer: KeptAnswer = { tag: entityTagOf(json), encoded: {} };
    kept.set(key, answer);
    if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    return answer;
  };

  const encodedBytes = (answer: KeptAnswer, encoding: AnswerEncoding, json: string) => {
    const existing = answer.encoded[encoding];
    if (existing) return existing;
    const made =
      encoding === 'br'
        ? brotliAsync(json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
            },
          })
        : gzipAsync(json);
    answer.encoded[encoding] = made;
    made.catch(() => {
      if (answer.encoded[encoding] === made) delete answer.encoded[encoding];
    });
    return made;
  };

  return {
    async payload(request, reply, key, json) {
      const answer = keptAnswer(key, json);
      reply
        .type('application/json; charset=utf-8')
        .header('etag', answer.tag)
        .header('vary', 'accept-encoding');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
      if (entityTagMatches(request.headers['if-none-match'], answer.tag)) {
        reply.code(304).removeHeader('content-type');
        return '';
      }
      const encoding =
        request.headers['x-no-compression'] === undefined
          ? acceptedEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding || json.length < COMPRESSION_THRESHOLD_BYTES) return json;
      const bytes = await encodedBytes(answer, encoding, json);
      reply.header('content-encoding', encoding);
      return bytes;
    },
  };
}
