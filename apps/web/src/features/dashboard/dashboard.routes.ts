import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

/** Spec §2: the dashboard is /app exactly; crm and crypto are the two other dashboard-like paths. */
const appRoutes: RouteObject[] = [
  pageRoute('/app', 'DashboardPage', async () => ({
    Component: (await import('./dashboard-page.tsx')).DashboardPage,
  })),
  pageRoute('/app/crm-dashboard', 'CrmDashboardPage', async () => ({
    Component: (await import('./crm-dashboard-page.tsx')).CrmDashboardPage,
  })),
  pageRoute('/app/crypto-dashboard', 'CryptoDashboardPage', async () => ({
    Component: (await import('./crypto-dashboard-page.tsx')).CryptoDashboardPage,
  })),
];

export default appRoutes;
