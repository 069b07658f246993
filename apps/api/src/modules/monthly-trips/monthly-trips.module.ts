import type { FastifyInstance } from 'fastify';
import { monthlyTripsRoutes } from './monthly-trips.routes.ts';

/** Monthly trips: the trips behind approved kilometre months, their justification, trip limits. */
export async function monthlyTripsModule(app: FastifyInstance) {
  await app.register(monthlyTripsRoutes);
}
