import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/**
 * Travels: the two pages that compose the travels features' pieces (/app/travels, the year's
 * state; /app/manage-travels, finance's tabs), the year's totals and the menu badge.
 */
export const travelsFeature: FeatureManifest = {
  appRoutes: () => import('./travels.routes.ts'),
  menuBadges: () => import('./travels.badges.ts'),
  travelsPieces: () => import('./travels.travels-pieces.ts'),
};
