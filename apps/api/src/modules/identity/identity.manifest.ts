import type { ModuleManifest } from '../module-manifest.ts';
import { identityErasure } from './identity.erasure.ts';
import { identityModule } from './identity.module.ts';
import { IDENTITY_PERSONAL_DATA } from './identity.personal-data.ts';

/** Credentials, sessions and tokens, password recovery, self-registration: no rows of its own in the seeds (the people's step records each demo password). */
export const identityManifest: ModuleManifest = {
  name: 'identity',
  plugin: identityModule,
  recordAccess: async () => (await import('./identity.record-access.ts')).IDENTITY_RECORD_ACCESS,
  personalData: IDENTITY_PERSONAL_DATA,
  erasure: identityErasure,
};
