import type { FastifyInstance } from 'fastify';
import { kilometreMapReminderJob } from './kilometre-map-reminders.ts';
import { monthlyTripsRoutes } from './monthly-trips.routes.ts';
import { roadTripsRoutes } from './road-trips.routes.ts';
import { travelsRoutes } from './travels.routes.ts';

/**
 * Travels: each employee's kilometre map by month, decided by finance, at dated rates; road trips
 * with their receipts.
 */
export async function travelsModule(app: FastifyInstance) {
  await app.register(travelsRoutes);
  await app.register(roadTripsRoutes);
  await app.register(monthlyTripsRoutes);
  app.registerJob(kilometreMapReminderJob(app.serviceContext));
}
