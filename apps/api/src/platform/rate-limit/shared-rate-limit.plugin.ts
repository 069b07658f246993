import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { countHit, deleteFinishedWindows } from './rate-limit-hits.repository.ts';

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** @fastify/rate-limit's store interface over the rate_limit_hits table. */
function postgresStore(db: Database): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = '') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.#prefix + key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    /** Each limited route counts on its own, as the in-memory store does. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as RouteInfo).routeInfo;
      const scope = route?.url ? `${route.method} ${route.url} ` : '';
      return new PostgresRateLimitStore({}, this.#prefix + scope);
    }
  };
}

/**
 * Rate limits counted in PostgreSQL (or PGlite), so N instances allow the configured number of
 * attempts, not N times it. Only routes that declare `config.rateLimit` are limited; each pays
 * one upsert per request.
 */
export const sharedRateLimit = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false, store: postgresStore(app.db) });
    app.registerJob({
      name: 'rate-limit-hits-cleanup',
      period: 'hour',
      run: ({ db }) => deleteFinishedWindows(db),
    });
  },
  { name: 'shared-rate-limit', dependencies: ['app-context', 'job-scheduler'] },
);
