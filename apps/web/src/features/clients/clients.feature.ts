import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const clientsFeature: FeatureManifest = {
  appRoutes: () => import('./clients.routes.ts'),
};
