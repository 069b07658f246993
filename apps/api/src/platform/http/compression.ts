import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Below this compressing costs more than it saves: the signed-in user's own account (1.2 KiB)
 * took 0.2 ms more CPU per request compressed, halving the route's throughput, to save 700 bytes.
 */
export const COMPRESSION_THRESHOLD_BYTES = 2048;

/**
 * Compresses answers built per request (JSON, the SPA's index.html) with brotli when the client
 * accepts it, gzip otherwise. Brotli quality 4 compresses about as well as gzip's default at a
 * fraction of the CPU of brotli's default 11; the built assets are compressed once by the web build
 * at the highest quality and sent as they are (see web-client.ts).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
