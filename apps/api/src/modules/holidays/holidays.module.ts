import type { FastifyInstance } from 'fastify';
import { holidaysRoutes } from './holidays.routes.ts';

/** Holidays: Portugal's national ones for any year and the regional ones HR adds. */
export async function holidaysModule(app: FastifyInstance) {
  await app.register(holidaysRoutes);
}
