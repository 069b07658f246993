import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const workMapsFeature: FeatureManifest = {
  appRoutes: () => import('./work-maps.routes.ts'),
  menuBadges: () => import('./work-maps.badges.ts'),
};
