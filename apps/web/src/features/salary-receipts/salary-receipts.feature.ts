import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const salaryReceiptsFeature: FeatureManifest = {
  appRoutes: () => import('./salary-receipts.routes.ts'),
  menuBadges: () => import('./salary-receipts.badges.ts'),
};
