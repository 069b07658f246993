import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const peopleFeature: FeatureManifest = {
  appRoutes: () => import('./people.routes.ts'),
  myProfileSections: () => import('./people.sections.ts'),
};
