import type { RouteObject } from 'react-router';
import { comingSoonRoutes } from './coming-soon-routes.ts';
import { FEATURES } from './features.ts';

/** The shell's pages: every built feature's, then a Coming Soon page for each one still to come. */
export function appChildRoutes(): RouteObject[] {
  const built = FEATURES.flatMap((feature) => feature.appRoutes);
  return [...built, ...comingSoonRoutes(built)];
}

/**
 * The dashboard (/app itself) with its handle: '/app' matches the shell route on its own, so the
 * router never asks for the shell's pages there and the index must be in place from the start.
 */
export async function appIndexRoute(): Promise<Pick<RouteObject, 'handle' | 'Component'>> {
  const index = appChildRoutes().find((route) => route.index);
  const load = index?.lazy as (() => Promise<Pick<RouteObject, 'Component'>>) | undefined;
  if (!index || !load) throw new Error('No dashboard route');
  return { handle: index.handle, ...(await load()) };
}
