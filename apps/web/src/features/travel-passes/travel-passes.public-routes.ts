import type { RouteObject } from 'react-router';

export const travelPassesPublicRoutes: RouteObject[] = [
  {
    path: '/travel-pass/block-month/:code',
    lazy: async () => ({ Component: (await import('./block-month-page.tsx')).BlockMonthPage }),
  },
];
