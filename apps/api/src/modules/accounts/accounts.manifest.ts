import type { ModuleManifest } from '../module-manifest.ts';
import { accountsErasure } from './accounts.erasure.ts';
import { accountsModule } from './accounts.module.ts';
import { ACCOUNTS_PERSONAL_DATA } from './accounts.personal-data.ts';
import { seedDemoGuideSeen } from './accounts.seed.ts';

/** The signed-in user's own profile screen, their shell appearance, and HR's activation of accounts. */
export const accountsManifest: ModuleManifest = {
  name: 'accounts',
  plugin: accountsModule,
  // Last: every demo person exists by then.
  demoSeed: [{ order: 990, run: (tx) => seedDemoGuideSeen(tx, new Date()) }],
  recordAccess: async () => (await import('./accounts.record-access.ts')).ACCOUNTS_RECORD_ACCESS,
  personalData: ACCOUNTS_PERSONAL_DATA,
  erasure: accountsErasure,
};
