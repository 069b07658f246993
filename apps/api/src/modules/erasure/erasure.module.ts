import type { FastifyInstance } from 'fastify';
import type { ModuleManifest } from '../module-manifest.ts';
import { erasureRoutes } from './erasure.routes.ts';
import { scheduledErasuresJob } from './scheduled-erasures.job.ts';

/**
 * Erasure of a leaver (GDPR art. 17): it runs the erasure step every other module's manifest
 * declares, so it is given the list rather than importing it; a daily job erases those a SCIM
 * DELETE scheduled.
 */
export function erasureModule(manifests: readonly ModuleManifest[]) {
  return async function erasure(app: FastifyInstance) {
    await app.register(erasureRoutes, { manifests });
    app.registerJob(scheduledErasuresJob(app.serviceContext, manifests));
  };
}
