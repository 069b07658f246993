import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A weak tag: equal JSON bodies, whatever their compression on the wire. */
export function entityTagOf(body: string): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** Whether an If-None-Match header names the tag. */
export function entityTagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): the W/ prefix does not count.
  const opaque = tag.slice(2);
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

function isJsonRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    request.url.startsWith('/api/') &&
    !reply.hasHeader('etag')
  );
}

/**
 * Every JSON GET under /api gets an ETag computed from the body it is about to send, and answers
 * 304 with no body when the client already holds it: lists that change rarely cost the client a
 * round trip, not the download. Tags come from the body itself, so instances agree without sharing
 * anything. Runs before compression (route-level onSend hooks run after this one).
 */
export const entityTags = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isJsonRead(request, reply, payload)) return payload;
      const tag = entityTagOf(payload as string);
      reply.header('etag', tag);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
      if (!entityTagMatches(request.headers['if-none-match'], tag)) return payload;
      reply.code(304).removeHeader('content-type');
      return '';
    });
  },
  { name: 'entity-tags' },
);
