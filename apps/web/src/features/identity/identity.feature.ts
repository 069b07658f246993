import { RESET_PASSWORD_PAGE } from '@quadro/contract/secret-links';
import { SSO_LANDING_PATH } from '@quadro/contract/sso';
import type { FeatureManifest } from '../../app/routes/feature-manifest.ts';

export const identityFeature: FeatureManifest = {
  myProfileSections: () => import('./identity.sections.ts'),
  publicRoutes: [
    {
      path: '/login',
      lazy: () => import('./login-page.tsx').then((page) => ({ Component: page.LoginPage })),
    },
    {
      path: SSO_LANDING_PATH,
      lazy: () =>
        import('./sso-landing-page.tsx').then((page) => ({ Component: page.SsoLandingPage })),
    },
    {
      path: '/register',
      lazy: () => import('./register-page.tsx').then((page) => ({ Component: page.RegisterPage })),
    },
    {
      path: '/forgot-password',
      lazy: () =>
        import('./forgot-password-page.tsx').then((page) => ({
          Component: page.ForgotPasswordPage,
        })),
    },
    {
      path: RESET_PASSWORD_PAGE,
      lazy: () =>
        import('./reset-password-page.tsx').then((page) => ({ Component: page.ResetPasswordPage })),
    },
  ],
};
