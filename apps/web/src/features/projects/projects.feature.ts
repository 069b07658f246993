import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const projectsFeature: FeatureManifest = {
  appRoutes: () => import('./projects.routes.ts'),
};
