import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';

export const authRoutes: FeatureRoutes = {
  publicRoutes: [
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
  ],
};
