import type { FastifyInstance } from 'fastify';
import { operationsRoutes } from './operations.routes.ts';

/** No table of its own: reads the platform's mail outbox and job runs for the administrator. */
export async function operationsModule(app: FastifyInstance) {
  await app.register(operationsRoutes);
}
