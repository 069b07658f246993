import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const statusPagesFeature: FeatureManifest = {
  publicRoutes: [
    {
      path: '/maintenance',
      lazy: () =>
        import('./maintenance-page.tsx').then((page) => ({ Component: page.MaintenancePage })),
    },
    {
      path: '/coming-soon',
      lazy: () =>
        import('./coming-soon-page.tsx').then((page) => ({ Component: page.ComingSoonPage })),
    },
    {
      path: '/pages/not-found',
      lazy: () => import('./not-found-page.tsx').then((page) => ({ Component: page.NotFoundPage })),
    },
  ],
  appRoutes: () => import('./status-pages.routes.ts'),
};
