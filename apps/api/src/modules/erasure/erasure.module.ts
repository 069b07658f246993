import type { FastifyInstance } from 'fastify';
import type { ModuleManifest } from '../module-manifest.ts';
import { erasureRoutes } from './erasure.routes.ts';

/**
 * Erasure of a leaver (GDPR art. 17): it runs the erasure step every other module's manifest
 * declares, so it is given the list rather than importing it.
 */
export function erasureModule(manifests: readonly ModuleManifest[]) {
  return async function erasure(app: FastifyInstance) {
    await app.register(erasureRoutes, { manifests });
  };
}
