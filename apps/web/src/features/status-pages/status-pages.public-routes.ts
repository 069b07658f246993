import type { RouteObject } from 'react-router';

export const statusPagesPublicRoutes: RouteObject[] = [
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
];
