import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/payments/allowances', 'AllowancesPage', async () => ({
    Component: (await import('./allowances-page.tsx')).AllowancesPage,
  })),
  pageRoute('/app/payments/manage-allowances', 'ManageAllowancesPage', async () => ({
    Component: (await import('./manage-allowances-page.tsx')).ManageAllowancesPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
