import type { FastifyInstance } from 'fastify';
import { evaluationListRoutes } from './evaluation-list.routes.ts';
import { evaluationReminderJob } from './evaluation-reminders.ts';
import { evaluationsRoutes } from './evaluations.routes.ts';
import { teamsRoutes } from './teams.routes.ts';

/** Evaluations: teams with their members and evaluators over time and the yearly cycle of each member's evaluation. */
export async function evaluationsModule(app: FastifyInstance) {
  await app.register(teamsRoutes);
  await app.register(evaluationsRoutes);
  await app.register(evaluationListRoutes);
  app.registerJob(evaluationReminderJob(app.serviceContext));
}
