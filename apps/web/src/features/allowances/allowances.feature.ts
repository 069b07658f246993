import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const allowancesFeature: FeatureManifest = {
  appRoutes: () => import('./allowances.routes.ts'),
  menuBadges: () => import('./allowances.badges.ts'),
};
