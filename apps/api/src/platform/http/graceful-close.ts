import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** From SIGTERM on: readiness answers 503 while the requests in flight finish. */
    drain(): void;
    readonly draining: boolean;
  }
}

/**
 * Requests already running when the server starts closing still finish, but their keep-alive
 * sockets would then stay open and hold the close up; answering them with 'connection: close'
 * lets the server drain and exit as soon as the last one is sent.
 */
export const gracefulClose = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.decorate('drain', () => {
      closing = true;
    });
    app.decorate('draining', { getter: () => closing });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'graceful-close' },
);
