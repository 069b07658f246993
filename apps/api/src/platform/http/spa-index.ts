import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * index.html, answer to every browser route, with the compressed copies the web build wrote beside
 * it. Held in memory: it is read on every first visit, and the assets it names are fixed at start
 * (@fastify/static lists them once) anyway. Sent by hand because the malformed-URL answer comes
 * from a reply without the plugins' decorations.
 */
export async function loadSpaIndex(distDir: string) {
  const file = path.join(distDir, 'index.html');
  const copies = new Map<Encoding | 'identity', Buffer>([['identity', await readFile(file)]]);
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(file + extension)) copies.set(encoding, await readFile(file + extension));
  }

  const available = (['br', 'gzip'] as const).filter((encoding) => copies.has(encoding));

  return function sendSpaIndex(request: FastifyRequest, reply: FastifyReply) {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', available);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(copies.get(encoding ?? 'identity'));
  };
}
