import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const dashboardFeature: FeatureManifest = {
  appRoutes: () => import('./dashboard.routes.ts'),
};
