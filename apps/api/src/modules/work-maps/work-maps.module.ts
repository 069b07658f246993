import type { FastifyInstance } from 'fastify';
import { absencesRoutes } from './absences.routes.ts';
import { workDaysRoutes } from './work-days.routes.ts';
import { workMapApprovalRoutes } from './work-map-approval.routes.ts';
import { workMapReminderJob } from './work-map-reminders.ts';
import { workMapsRoutes } from './work-maps.routes.ts';

/** Work maps: each employee's monthly record of days, extra hours and absences, and its approval. */
export async function workMapsModule(app: FastifyInstance) {
  await app.register(workMapApprovalRoutes);
  await app.register(workMapsRoutes);
  await app.register(workDaysRoutes);
  await app.register(absencesRoutes);
  app.registerJob(workMapReminderJob(app.serviceContext));
}
