import { APP_PAGES } from '@quadro/contract/page-access';
import type { RouteObject } from 'react-router';
import { childPath, pageRoute } from './page-route.ts';

const comingSoon = async () => ({
  Component: (await import('./placeholder-route.tsx')).PlaceholderRoute,
});

/** Every /app page of the contract's table that no feature builds yet shows coming-soon with its title. */
export function comingSoonRoutes(builtRoutes: readonly RouteObject[]): RouteObject[] {
  const built = new Set(builtRoutes.map((route) => (route.index ? undefined : route.path)));
  return APP_PAGES.filter((page) => !built.has(childPath(page.path))).map((page) =>
    pageRoute(page.path, 'PlaceholderRoute', comingSoon),
  );
}
