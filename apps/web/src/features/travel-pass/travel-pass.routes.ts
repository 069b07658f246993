import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';

export const travelPassRoutes: FeatureRoutes = {
  publicRoutes: [
    {
      path: '/travel-pass/block-month/:code',
      lazy: async () => ({ Component: (await import('./block-month-page.tsx')).BlockMonthPage }),
    },
  ],
};
