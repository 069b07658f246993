import { createBrowserRouter, type RouteObject } from 'react-router';
import { FEATURES } from './routes/features.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import type { RouteHandle } from './routes/route-handle.ts';

const APP_ROUTE_ID = 'app';

// One import each, shared by the routes that need them: every import() costs the entry bytes.
const notFoundPages = () => import('../features/status-pages/not-found-page.tsx');
const shellPages = () => import('./routes/app-routes.ts');

const notFoundInShell: RouteObject = {
  path: '*',
  handle: { title: 'Not Found' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await notFoundPages()).NotFoundMessage }),
};

let appRoutes: Promise<RouteObject[]> | undefined;

export const router = createBrowserRouter(
  [
    {
      ErrorBoundary: RouteErrorPage,
      children: [
        ...FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
        {
          id: APP_ROUTE_ID,
          path: '/app',
          handle: { title: 'Dashboard' } satisfies RouteHandle,
          lazy: async () => ({
            Component: (await import('./shell/guarded-shell.tsx')).GuardedShell,
          }),
          // Until the shell's pages arrive every other /app path lands on the splat, which asks
          // the router for them.
          children: [
            {
              index: true,
              lazy: async () => (await shellPages()).appIndexRoute(FEATURES),
            },
            notFoundInShell,
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await notFoundPages()).NotFoundPage }),
        },
      ],
    },
  ],
  {
    // The /app pages (every feature's routes and the page-access table) load with the first /app
    // navigation rather than in the entry: the sign-in page does not pay for them.
    async patchRoutesOnNavigation({ path, patch }) {
      if (path !== '/app' && !path.startsWith('/app/')) return;
      appRoutes ??= shellPages().then((module) => module.appChildRoutes(FEATURES));
      // Patching again is harmless (the router skips routes it has) and mends an aborted first try.
      patch(APP_ROUTE_ID, await appRoutes);
    },
  },
);
