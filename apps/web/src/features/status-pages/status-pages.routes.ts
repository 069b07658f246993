import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const statusPagesRoutes: FeatureRoutes = {
  publicRoutes: [
    {
      path: '/maintenance',
      lazy: async () => ({ Component: (await import('./maintenance-page.tsx')).MaintenancePage }),
    },
    {
      path: '/coming-soon',
      lazy: async () => ({ Component: (await import('./coming-soon-page.tsx')).ComingSoonPage }),
    },
    {
      path: '/pages/not-found',
      lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
    },
  ],
  appRoutes: [
    pageRoute('/app/pages/not-found', async () => ({
      Component: (await import('./not-found-page.tsx')).NotFoundMessage,
    })),
    pageRoute('/app/pages/error', async () => ({
      Component: (await import('./error-page.tsx')).ErrorMessage,
    })),
  ],
};
