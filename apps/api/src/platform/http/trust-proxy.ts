import { compile } from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.ts';

/** Fastify's option for TRUST_PROXY; a hop count is what Fastify itself does with a number. */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Whether the socket's peer is one of the proxies TRUST_PROXY believes, with the same rule as
 * Fastify's: a hop count trusts the nearest hops, addresses and CIDRs are matched by proxy-addr.
 */
export function trustsDirectCaller(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = compile(trust);
  return (address) => trusted(address, 0);
}
