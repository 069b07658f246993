import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/** Road trips with their receipts: the employee's and finance's, on the travels pages. */
export const roadTripsFeature: FeatureManifest = {
  travelsPieces: () => import('./road-trips.travels-pieces.tsx'),
};
