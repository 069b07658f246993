import type { RouteObject } from 'react-router';

export const authPublicRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }),
  },
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('./register-page.tsx')).RegisterPage }),
  },
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('./forgot-password-page.tsx')).ForgotPasswordPage,
    }),
  },
  {
    path: '/reset-password/:id/:code',
    lazy: async () => ({
      Component: (await import('./reset-password-page.tsx')).ResetPasswordPage,
    }),
  },
];
