import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const auditTrailFeature: FeatureManifest = {
  appRoutes: () => import('./audit-trail.routes.ts'),
};
