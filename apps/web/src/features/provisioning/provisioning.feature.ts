import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/** SCIM provisioning: its tokens, shown on the system parameters page. */
export const provisioningFeature: FeatureManifest = {
  systemParametersSections: () => import('./provisioning.sections.ts'),
};
