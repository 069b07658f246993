import type { FastifyInstance } from 'fastify';
import { projectsRoutes } from './projects.routes.ts';

/** Projects: each client's projects with their teams, run by admin and comercial. */
export async function projectsModule(app: FastifyInstance) {
  await app.register(projectsRoutes);
}
