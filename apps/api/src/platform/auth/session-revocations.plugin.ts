import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startTicker, type Ticker } from '../jobs/ticker.ts';
import { createRevocationList, REVOCATION_POLL_MS } from './session-revocations.ts';

/**
 * Keeps each instance's revocation list current by polling session_revocations (one indexed query
 * a second, on PostgreSQL and PGlite alike), so no request reads the database to check its token.
 * Pruning old rows is a job: one instance a minute does it for all.
 */
export const sessionRevocationsPlugin = fp(
  async (app: FastifyInstance) => {
    const list = createRevocationList(app.db, { tokenTtlSeconds: app.accessTokens.ttlSeconds });
    app.decorate('sessionRevocations', list);
    app.registerJob({
      name: 'session-revocations-prune',
      period: 'minute',
      run: () => list.prune(),
    });
    let ticker: Ticker | undefined;

    app.addHook('onReady', async () => {
      // Read once before the server listens, so no revoked token slips through the first second.
      await list.refresh();
      ticker = startTicker(
        REVOCATION_POLL_MS,
        () => list.refresh(),
        (error) => app.log.warn({ err: error }, 'reading session revocations failed; retrying'),
      );
    });
    app.addHook('onClose', async () => {
      await ticker?.stop();
    });
  },
  { name: 'session-revocations', dependencies: ['app-context', 'job-scheduler'] },
);
