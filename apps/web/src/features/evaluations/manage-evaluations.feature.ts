import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/** The evaluators' and the CTO's pages, until they join the evaluations feature's manifest. */
export const manageEvaluationsFeature: FeatureManifest = {
  appRoutes: () => import('./manage-evaluations.routes.ts'),
  dashboardWidgets: () => import('./manage-evaluations.widgets.ts'),
};
