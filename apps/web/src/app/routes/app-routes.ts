import type { RouteObject } from 'react-router';
import { comingSoonRoutes } from './coming-soon-routes.ts';
import type { FeatureManifest } from './feature-manifest.ts';
import { loadFeaturePieces } from './feature-pieces.ts';

/**
 * The shell's pages: every feature's, then a Coming Soon page for each one still to come. Loading
 * them loads every piece the features lend the shell (menu badges, dashboard cards, person tabs).
 */
export async function appChildRoutes(features: readonly FeatureManifest[]): Promise<RouteObject[]> {
  const built = (await loadFeaturePieces(features)).appRoutes;
  return [...built, ...comingSoonRoutes(built)];
}

/**
 * The dashboard (/app itself) with its handle: '/app' matches the shell route on its own, so the
 * router never asks for the shell's pages there and the index must be in place from the start.
 */
export async function appIndexRoute(
  features: readonly FeatureManifest[],
): Promise<Pick<RouteObject, 'handle' | 'Component'>> {
  const index = (await appChildRoutes(features)).find((route) => route.index);
  const load = index?.lazy as (() => Promise<Pick<RouteObject, 'Component'>>) | undefined;
  if (!index || !load) throw new Error('No dashboard route');
  return { handle: index.handle, ...(await load()) };
}
