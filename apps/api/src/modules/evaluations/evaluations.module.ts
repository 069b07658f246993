import type { FastifyInstance } from 'fastify';
import { evaluationListRoutes } from './evaluation-list.routes.ts';
import { evaluationReminderJob } from './evaluation-reminders.ts';
import { teamsRoutes } from './teams.routes.ts';

/** Evaluations: teams with their members and evaluators over time (the yearly cycle comes next). */
export async function evaluationsModule(app: FastifyInstance) {
  await app.register(teamsRoutes);
  await app.register(evaluationListRoutes);
  app.registerJob(evaluationReminderJob(app.serviceContext));
}
