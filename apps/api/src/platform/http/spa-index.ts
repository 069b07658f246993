import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The encodings of Accept-Encoding a client accepts (q above 0), identity aside. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

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

  return function sendSpaIndex(request: FastifyRequest, reply: FastifyReply) {
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = (['br', 'gzip'] as const).find((e) => accepted.has(e) && copies.has(e));
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(copies.get(encoding ?? 'identity'));
  };
}
