import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const allowancesRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/payments/allowances', async () => ({
      Component: (await import('./allowances-page.tsx')).AllowancesPage,
    })),
    pageRoute('/app/payments/manage-allowances', async () => ({
      Component: (await import('./manage-allowances-page.tsx')).ManageAllowancesPage,
    })),
  ],
};
