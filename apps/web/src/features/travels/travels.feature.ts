import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const travelsFeature: FeatureManifest = {
  appRoutes: () => import('./travels.routes.ts'),
  menuBadges: () => import('./travels.badges.ts'),
};
