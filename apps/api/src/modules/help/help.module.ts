import type { FastifyInstance } from 'fastify';
import { helpRoutes } from './help.routes.ts';

/** Help: each screen's Markdown from docs/help. */
export async function helpModule(app: FastifyInstance) {
  await app.register(helpRoutes);
}
