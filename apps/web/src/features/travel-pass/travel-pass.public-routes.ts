import type { RouteObject } from 'react-router';

export const travelPassPublicRoutes: RouteObject[] = [
  {
    path: '/travel-pass/block-month/:code',
    lazy: async () => ({ Component: (await import('./block-month-page.tsx')).BlockMonthPage }),
  },
];
