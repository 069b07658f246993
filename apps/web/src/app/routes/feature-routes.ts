import type { RouteObject } from 'react-router';

/** What a feature adds to the router: pages outside the shell and /app pages (made with pageRoute). */
export interface FeatureRoutes {
  publicRoutes?: RouteObject[];
  appRoutes?: RouteObject[];
}
