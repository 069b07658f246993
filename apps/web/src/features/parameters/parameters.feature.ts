import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const parametersFeature: FeatureManifest = {
  appRoutes: () => import('./parameters.routes.ts'),
};
