import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const holidaysFeature: FeatureManifest = {
  appRoutes: () => import('./holidays.routes.ts'),
};
