import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startTicker, type Ticker } from '../jobs/ticker.ts';
import { createParameterCache, PARAMETER_POLL_MS, type ParameterCache } from './parameter-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    systemParameters: ParameterCache;
  }
}

/**
 * Keeps each instance's copy of the system parameters current by rereading them every second (a
 * handful of rows), so a change made on one instance counts on all within about a second and no
 * request reads the database for a parameter. The instance that makes a change refreshes at once.
 */
export const systemParametersPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createParameterCache(app.db, { production: app.config.production });
    app.decorate('systemParameters', cache);
    let ticker: Ticker | undefined;

    app.addHook('onReady', async () => {
      await cache.refresh();
      ticker = startTicker(
        PARAMETER_POLL_MS,
        () => cache.refresh(),
        (error) => app.log.warn({ err: error }, 'reading system parameters failed; retrying'),
      );
    });
    app.addHook('onClose', async () => {
      await ticker?.stop();
    });
  },
  { name: 'system-parameters', dependencies: ['app-context'] },
);
