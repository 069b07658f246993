import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const operationsFeature: FeatureManifest = {
  appRoutes: () => import('./operations.routes.ts'),
};
