import type { ModuleManifest } from '../module-manifest.ts';
import { accountsModule } from './accounts.module.ts';

/** The signed-in user's own profile screen and HR's activation of accounts. */
export const accountsManifest: ModuleManifest = {
  name: 'accounts',
  plugin: accountsModule,
  recordAccess: async () => (await import('./accounts.record-access.ts')).ACCOUNTS_RECORD_ACCESS,
};
