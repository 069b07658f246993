import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

const dashboardPage = async () => ({
  Component: (await import('./dashboard-page.tsx')).DashboardPage,
});

/** Spec §2: the dashboard is /app exactly; two more dashboard-like paths show it too. */
export const dashboardRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app', dashboardPage),
    pageRoute('/app/crm-dashboard', dashboardPage),
    pageRoute('/app/crypto-dashboard', dashboardPage),
  ],
};
