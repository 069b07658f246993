import type { RouteObject } from 'react-router';
import { authPublicRoutes } from '../../features/auth/auth.public-routes.ts';
import { landingPublicRoutes } from '../../features/landing/landing.public-routes.ts';
import { statusPagesPublicRoutes } from '../../features/status-pages/status-pages.public-routes.ts';
import { travelPassesPublicRoutes } from '../../features/travel-passes/travel-passes.public-routes.ts';

/**
 * Every page outside the shell, in the entry bundle: adding one is one line here. The /app pages
 * load with the shell (`app-routes.ts`), so a new feature costs the sign-in page nothing.
 */
export const PUBLIC_ROUTES: RouteObject[] = [
  ...landingPublicRoutes,
  ...authPublicRoutes,
  ...statusPagesPublicRoutes,
  ...travelPassesPublicRoutes,
];
