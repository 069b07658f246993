import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

/** Monthly trips: the trips justifying a kilometre-map month, their limits and finance's review. */
export const monthlyTripsFeature: FeatureManifest = {
  appRoutes: () => import('./monthly-trips.routes.ts'),
  travelsPieces: () => import('./monthly-trips.travels-pieces.tsx'),
};
