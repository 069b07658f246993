import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiError } from '../errors/error-handler.ts';
import { loadSpaIndex } from './spa-index.ts';

const API_PREFIXES = ['/api/', '/connect/', '/account/', '/files/', '/health/', '/metrics'];

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html for a browser route, a JSON 404 for anything else. */
    sendNotFound(
      request: FastifyRequest,
      reply: FastifyReply,
    ): FastifyReply | Promise<FastifyReply>;
  }
}

function wantsApiAnswer(request: FastifyRequest): boolean {
  return request.method !== 'GET' || API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

/** Serves the built SPA with a fallback to index.html for client-side routes; unknown API paths get a JSON 404. */
export const webClient = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined }) => {
    const distDir =
      options.distDir && existsSync(path.join(options.distDir, 'index.html'))
        ? options.distDir
        : undefined;
    const sendSpaIndex = distDir ? await loadSpaIndex(distDir) : undefined;
    if (distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The web build writes <file>.br and <file>.gz beside each asset: sent as they are when
        // the client accepts them, and never served under their own names.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
      if (sendSpaIndex && !wantsApiAnswer(request)) {
        return sendSpaIndex(request, reply);
      }
      return sendApiError(reply, {
        error: 'not_found',
        message: `Route ${request.method} ${request.url} not found`,
      });
    }
    app.decorate('sendNotFound', sendNotFound);
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'web-client' },
);
