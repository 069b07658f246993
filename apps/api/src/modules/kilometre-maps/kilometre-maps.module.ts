import type { FastifyInstance } from 'fastify';
import { kilometreMapReminderJob } from './kilometre-map-reminders.ts';
import { kilometreMapsRoutes } from './kilometre-maps.routes.ts';

/** Kilometre maps: each employee's map by month, decided by finance, at dated rates; reminders. */
export async function kilometreMapsModule(app: FastifyInstance) {
  await app.register(kilometreMapsRoutes);
  app.registerJob(kilometreMapReminderJob(app.serviceContext));
}
