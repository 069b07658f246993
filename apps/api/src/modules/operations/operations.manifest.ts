import type { ModuleManifest } from '../module-manifest.ts';
import { operationsModule } from './operations.module.ts';

/** Failed mails and scheduled jobs for the administrator (docs/platform.md, "What failed"). */
export const operationsManifest: ModuleManifest = {
  name: 'operations',
  plugin: operationsModule,
  recordAccess: async () =>
    (await import('./operations.record-access.ts')).OPERATIONS_RECORD_ACCESS,
};
