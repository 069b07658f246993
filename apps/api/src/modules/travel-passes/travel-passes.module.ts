import type { FastifyInstance } from 'fastify';
import { travelPassApprovalRoutes } from './travel-pass-approval.routes.ts';
import { travelPassReminderJob } from './travel-pass-reminders.ts';
import { travelPassesRoutes } from './travel-passes.routes.ts';

/** Travel passes: each month's public-transport pass with its receipt, decided by finance. */
export async function travelPassesModule(app: FastifyInstance) {
  await app.register(travelPassApprovalRoutes);
  await app.register(travelPassesRoutes);
  app.registerJob(travelPassReminderJob(app.serviceContext));
}
