import type { FastifyInstance } from 'fastify';
import type { ModuleManifest } from '../module-manifest.ts';
import { AUDIT_ENTRIES_PERSONAL_DATA } from './audit-entries.personal-data.ts';
import { personalDataRoutes } from './personal-data.routes.ts';

/**
 * A person's data export: gathers the `personalData` every other module's manifest declares (so
 * it is given the list, not importing it), then the audit trail's entries about the person.
 */
export function personalDataModule(manifests: readonly ModuleManifest[]) {
  const pieces = [
    ...manifests.flatMap((manifest) => (manifest.personalData ? [manifest.personalData] : [])),
    AUDIT_ENTRIES_PERSONAL_DATA,
  ];
  return async function personalData(app: FastifyInstance) {
    await app.register(personalDataRoutes, { pieces });
  };
}
