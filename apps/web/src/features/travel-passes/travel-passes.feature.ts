import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const travelPassesFeature: FeatureManifest = {
  publicRoutes: [
    {
      path: '/travel-pass/block-month/:code',
      lazy: () =>
        import('./block-month-page.tsx').then((page) => ({ Component: page.BlockMonthPage })),
    },
  ],
  appRoutes: () => import('./travel-passes.routes.ts'),
  menuBadges: () => import('./travel-passes.badges.ts'),
};
