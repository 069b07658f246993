import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRevocationList, REVOCATION_POLL_MS } from './session-revocations.ts';

/** Pruning is cheap and any instance may do it; once a minute is plenty. */
const PRUNE_EVERY_POLLS = 60;

/**
 * Keeps each instance's revocation list current by polling session_revocations (one indexed query
 * a second, on PostgreSQL and PGlite alike), so no request reads the database to check its token.
 */
export const sessionRevocationsPlugin = fp(
  async (app: FastifyInstance, options: { pollMs?: number }) => {
    const list = createRevocationList(app.db, { tokenTtlSeconds: app.accessTokens.ttlSeconds });
    app.decorate('sessionRevocations', list);
    let timer: NodeJS.Timeout | undefined;
    let polling: Promise<void> = Promise.resolve();
    let polls = 0;

    const poll = async () => {
      try {
        await list.refresh();
        if (++polls % PRUNE_EVERY_POLLS === 0) await list.prune();
      } catch (error) {
        app.log.warn({ err: error }, 'reading session revocations failed; retrying');
      }
    };

    app.addHook('onReady', async () => {
      await list.refresh();
      timer = setInterval(() => {
        polling = polling.then(poll);
      }, options.pollMs ?? REVOCATION_POLL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await polling;
    });
  },
  { name: 'session-revocations', dependencies: ['app-context'] },
);
