import { BLOCK_MONTH_PAGE } from '@quadro/contract/secret-links';
import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const travelPassesFeature: FeatureManifest = {
  publicRoutes: [
    {
      path: BLOCK_MONTH_PAGE,
      lazy: () =>
        import('./block-month-page.tsx').then((page) => ({ Component: page.BlockMonthPage })),
    },
  ],
  appRoutes: () => import('./travel-passes.routes.ts'),
  menuBadges: () => import('./travel-passes.badges.ts'),
};
