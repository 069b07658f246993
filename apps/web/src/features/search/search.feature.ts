import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const searchFeature: FeatureManifest = {
  appRoutes: () => import('./search.routes.ts'),
};
