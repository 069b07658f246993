import type { RouteObject } from 'react-router';

export const landingPublicRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./landing-page.tsx')).LandingPage }),
  },
];
