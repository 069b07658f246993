import type { FastifyInstance } from 'fastify';
import { projectSummaryRoutes } from './project-summary.routes.ts';

/**
 * A project's executive summary: a read model over projects, work maps, salaries and travels. A
 * module of its own because work maps and travels import projects (projects reading them would
 * be a cycle).
 */
export async function projectSummaryModule(app: FastifyInstance) {
  await app.register(projectSummaryRoutes);
}
