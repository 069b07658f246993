import type { FastifyInstance } from 'fastify';
import type { ModuleManifest } from '../module-manifest.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

/**
 * The dashboards: /app's GET /api/dashboard gathers the pieces every other module's manifest lends
 * (so it is given the list, not importing it), and the crm and crypto dashboards' read models.
 */
export function dashboardModule(manifests: readonly ModuleManifest[]) {
  return async function dashboard(app: FastifyInstance) {
    await app.register(dashboardRoutes, { manifests });
  };
}
