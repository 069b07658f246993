import type { FastifyInstance } from 'fastify';
import { transportsRoutes } from './transports.routes.ts';

/** Transports: the catalogue of operators' passes and their usual monthly prices. */
export async function transportsModule(app: FastifyInstance) {
  await app.register(transportsRoutes);
}
