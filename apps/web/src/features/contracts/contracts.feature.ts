import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const contractsFeature: FeatureManifest = {
  personPageTabs: () => import('./contracts.tabs.ts'),
};
