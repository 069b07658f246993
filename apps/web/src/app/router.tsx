import { createBrowserRouter, type RouteObject } from 'react-router';
import { PLACEHOLDER_PAGES } from './routes/placeholder-pages.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import type { RouteHandle } from './routes/route-handle.ts';

function page(
  handle: RouteHandle,
  lazy: RouteObject['lazy'],
): Pick<RouteObject, 'handle' | 'lazy'> {
  return { handle, lazy };
}

const publicRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('../features/landing/landing-page.tsx')).LandingPage,
    }),
  },
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
  },
  {
    path: '/register',
    lazy: async () => ({
      Component: (await import('../features/auth/register-page.tsx')).RegisterPage,
    }),
  },
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
    }),
  },
  {
    path: '/reset-password/:id/:code',
    lazy: async () => ({
      Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
    }),
  },
  {
    path: '/maintenance',
    lazy: async () => ({
      Component: (await import('../features/status-pages/maintenance-page.tsx')).MaintenancePage,
    }),
  },
  {
    path: '/coming-soon',
    lazy: async () => ({
      Component: (await import('../features/status-pages/coming-soon-page.tsx')).ComingSoonPage,
    }),
  },
  {
    path: '/travel-pass/block-month/:code',
    lazy: async () => ({
      Component: (await import('../features/travel-pass/block-month-page.tsx')).BlockMonthPage,
    }),
  },
];

const dashboard = page({ dashboard: true }, async () => ({
  Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
}));

const notFoundInShell = page({ title: 'Not Found' }, async () => ({
  Component: (await import('../features/status-pages/not-found-page.tsx')).NotFoundMessage,
}));

const appRoutes: RouteObject[] = [
  { index: true, ...dashboard },
  { path: 'crm-dashboard', ...dashboard },
  { path: 'crypto-dashboard', ...dashboard },
  {
    path: 'my-profile',
    ...page({ title: 'My Profile' }, async () => ({
      Component: (await import('../features/profile/my-profile-page.tsx')).MyProfilePage,
    })),
  },
  {
    path: 'search',
    ...page({ title: 'Search' }, async () => ({
      Component: (await import('../features/search/search-page.tsx')).SearchPage,
    })),
  },
  { path: 'pages/not-found', ...notFoundInShell },
  {
    path: 'pages/error',
    ...page({ title: 'Error' }, async () => ({
      Component: (await import('../features/status-pages/error-page.tsx')).ErrorMessage,
    })),
  },
  ...PLACEHOLDER_PAGES.map(({ path, title, profiles }) => ({
    path,
    ...page({ title, profiles }, async () => ({
      Component: (await import('./routes/placeholder-route.tsx')).PlaceholderRoute,
    })),
  })),
  { path: '*', ...notFoundInShell },
];

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
        children: appRoutes,
      },
      {
        path: '/pages/not-found',
        lazy: async () => ({
          Component: (await import('../features/status-pages/not-found-page.tsx')).NotFoundPage,
        }),
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
