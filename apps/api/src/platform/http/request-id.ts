import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { trustsDirectCaller } from './trust-proxy.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may hold: it lands in every log line, so nothing that could forge one. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's genReqId: a UUID, unique across instances, or the id a trusted proxy already gave the
 * request, so its access log and ours name the request alike. Anyone else's header is ignored.
 */
export function requestIdGenerator(
  trust: Config['trustProxy'],
): (request: IncomingMessage) => string {
  const trusted = trustsDirectCaller(trust);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const address = request.socket?.remoteAddress;
    if (typeof incoming === 'string' && ACCEPTED_ID.test(incoming) && address && trusted(address)) {
      return incoming;
    }
    return randomUUID();
  };
}

/** Every answer names its request, errors and 404s too: onRequest runs before any of them. */
export const requestIdHeader = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id-header' },
);
