import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/monthly-trips-justification', 'TripJustificationsPage', async () => ({
    Component: (await import('./trip-justifications-page.tsx')).TripJustificationsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
