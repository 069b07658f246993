import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const dashboardPage = async () => ({
  Component: (await import('./dashboard-page.tsx')).DashboardPage,
});

/** Spec §2: the dashboard is /app exactly; two more dashboard-like paths show it too. */
const appRoutes: RouteObject[] = [
  pageRoute('/app', 'DashboardPage', dashboardPage),
  pageRoute('/app/crm-dashboard', 'DashboardPage', dashboardPage),
  pageRoute('/app/crypto-dashboard', 'DashboardPage', dashboardPage),
];

export default appRoutes;
