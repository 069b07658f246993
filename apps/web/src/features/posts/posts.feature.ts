import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/** The public feed (issue 24): its pages and the profiles' Public tab. */
export const postsFeature: FeatureManifest = {
  appRoutes: () => import('./posts.routes.ts'),
  profilePublicPanels: () => import('./posts.panels.ts'),
};
