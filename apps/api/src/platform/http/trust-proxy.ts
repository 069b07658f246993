import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.ts';

/** Fastify's option for TRUST_PROXY; a hop count is what Fastify itself does with a number. */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
