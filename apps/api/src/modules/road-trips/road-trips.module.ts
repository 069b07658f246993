import type { FastifyInstance } from 'fastify';
import { roadTripsRoutes } from './road-trips.routes.ts';

/** Road trips: the employee's trips with their receipts, their links, finance's decisions. */
export async function roadTripsModule(app: FastifyInstance) {
  await app.register(roadTripsRoutes);
}
