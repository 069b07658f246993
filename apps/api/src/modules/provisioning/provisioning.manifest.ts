import type { ModuleManifest } from '../module-manifest.ts';
import { provisioningErasure } from './provisioning.erasure.ts';
import { provisioningModule } from './provisioning.module.ts';
import { PROVISIONING_PERSONAL_DATA } from './provisioning.personal-data.ts';

/** SCIM 2.0 provisioning by the identity provider, behind HR's bearer tokens: seeds nothing. */
export const provisioningManifest: ModuleManifest = {
  name: 'provisioning',
  plugin: provisioningModule,
  recordAccess: async () =>
    (await import('./provisioning.record-access.ts')).PROVISIONING_RECORD_ACCESS,
  personalData: PROVISIONING_PERSONAL_DATA,
  erasure: provisioningErasure,
};
