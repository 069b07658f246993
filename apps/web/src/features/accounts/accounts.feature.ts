import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const accountsFeature: FeatureManifest = {
  appRoutes: () => import('./accounts.routes.ts'),
};
