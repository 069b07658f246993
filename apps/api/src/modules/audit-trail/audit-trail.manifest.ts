import type { ModuleManifest } from '../module-manifest.ts';
import { auditTrailModule } from './audit-trail.module.ts';

/** The audit log, readable by the administrator (docs/platform.md, "The audit trail"). */
export const auditTrailManifest: ModuleManifest = {
  name: 'audit-trail',
  plugin: auditTrailModule,
  recordAccess: async () =>
    (await import('./audit-trail.record-access.ts')).AUDIT_TRAIL_RECORD_ACCESS,
};
