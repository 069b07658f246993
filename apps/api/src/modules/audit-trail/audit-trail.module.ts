import type { FastifyInstance } from 'fastify';
import { auditTrailRoutes } from './audit-trail.routes.ts';

/** No table of its own: reads the platform's audit log for the administrator. */
export async function auditTrailModule(app: FastifyInstance) {
  await app.register(auditTrailRoutes);
}
