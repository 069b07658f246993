import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/** Kilometre maps: the employee's map and finance's months and prices, on the travels pages. */
export const kilometreMapsFeature: FeatureManifest = {
  travelsPieces: () => import('./kilometre-maps.travels-pieces.ts'),
};
