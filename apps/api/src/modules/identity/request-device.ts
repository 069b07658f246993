import type { FastifyRequest } from 'fastify';
import type { RequestDevice } from './token.service.ts';

/** The caller's user agent and address (request.ip follows TRUST_PROXY's proxies). */
export function requestDevice(request: FastifyRequest): RequestDevice {
  return { userAgent: request.headers['user-agent'] ?? null, ipAddress: request.ip ?? null };
}
