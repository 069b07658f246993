import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const evaluationsFeature: FeatureManifest = {
  appRoutes: () => import('./evaluations.routes.ts'),
};
