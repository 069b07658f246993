import type { FastifyInstance } from 'fastify';
import { clientsRoutes } from './clients.routes.ts';

/** Clients: the companies employees work for, and who works for each when. */
export async function clientsModule(app: FastifyInstance) {
  await app.register(clientsRoutes);
}
