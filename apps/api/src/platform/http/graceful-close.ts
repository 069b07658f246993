import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests already running when the server starts closing still finish, but their keep-alive
 * sockets would then stay open and hold the close up; answering them with 'connection: close'
 * lets the server drain and exit as soon as the last one is sent.
 */
export const gracefulClose = fp(
  async (app: FastifyInstance) => {
    let closing = false;
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
