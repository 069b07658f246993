import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const vacationsFeature: FeatureManifest = {
  appRoutes: () => import('./vacations.routes.ts'),
  menuBadges: () => import('./vacations.badges.ts'),
};
