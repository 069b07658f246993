import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/travel-pass-history', 'TravelPassHistoryPage', async () => ({
    Component: (await import('./travel-pass-history-page.tsx')).TravelPassHistoryPage,
  })),
  pageRoute('/app/manage-travel-pass', 'ManageTravelPassPage', async () => ({
    Component: (await import('./manage-travel-pass-page.tsx')).ManageTravelPassPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
