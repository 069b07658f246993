import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';

export const landingRoutes: FeatureRoutes = {
  publicRoutes: [
    {
      path: '/',
      lazy: async () => ({ Component: (await import('./landing-page.tsx')).LandingPage }),
    },
  ],
};
