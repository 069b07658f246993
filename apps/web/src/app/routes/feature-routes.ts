import type { RouteObject } from 'react-router';

/**
 * The /app pages a feature adds (made with pageRoute), loaded with the shell. Pages outside the
 * shell live in the feature's `<feature>.public-routes.ts`, listed in `public-routes.ts`.
 */
export interface FeatureRoutes {
  appRoutes: RouteObject[];
}
