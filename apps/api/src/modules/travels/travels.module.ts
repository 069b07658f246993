import type { FastifyInstance } from 'fastify';
import { kilometreMapReminderJob } from '../kilometre-maps/kilometre-map-reminders.ts';
import { monthlyTripsRoutes } from '../monthly-trips/monthly-trips.routes.ts';
import { roadTripsRoutes } from '../road-trips/road-trips.routes.ts';
import { travelsRoutes } from '../kilometre-maps/kilometre-maps.routes.ts';

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
