import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const landingFeature: FeatureManifest = {
  publicRoutes: [
    {
      path: '/',
      lazy: () => import('./landing-page.tsx').then((page) => ({ Component: page.LandingPage })),
    },
  ],
};
