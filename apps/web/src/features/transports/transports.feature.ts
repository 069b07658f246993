import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const transportsFeature: FeatureManifest = {
  appRoutes: () => import('./transports.routes.ts'),
};
