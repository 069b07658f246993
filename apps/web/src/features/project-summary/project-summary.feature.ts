import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const projectSummaryFeature: FeatureManifest = {
  appRoutes: () => import('./project-summary.routes.ts'),
};
