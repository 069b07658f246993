import { createBrowserRouter, type RouteObject } from 'react-router';
import { comingSoonRoutes } from './routes/coming-soon-routes.ts';
import { FEATURES } from './routes/features.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import type { RouteHandle } from './routes/route-handle.ts';

const publicRoutes = FEATURES.flatMap((feature) => feature.publicRoutes ?? []);
const builtAppRoutes = FEATURES.flatMap((feature) => feature.appRoutes ?? []);

const notFoundInShell: RouteObject = {
  path: '*',
  handle: { title: 'Not Found' } satisfies RouteHandle,
  lazy: async () => ({
    Component: (await import('../features/status-pages/not-found-page.tsx')).NotFoundMessage,
  }),
};

export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteErrorPage,
    children: [
      ...publicRoutes,
      {
        path: '/app',
        handle: { title: 'Dashboard' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./shell/guarded-shell.tsx')).GuardedShell,
        }),
        children: [...builtAppRoutes, ...comingSoonRoutes(builtAppRoutes), notFoundInShell],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/status-pages/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);
