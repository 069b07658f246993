import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/work-map-history', 'WorkMapHistoryPage', async () => ({
    Component: (await import('./work-map-history-page.tsx')).WorkMapHistoryPage,
  })),
  pageRoute('/app/work-map-history/details/:id', 'WorkMapDetailsPage', async () => ({
    Component: (await import('./work-map-details-page.tsx')).WorkMapDetailsPage,
  })),
  pageRoute('/app/manage-work-map', 'ManageWorkMapsPage', async () => ({
    Component: (await import('./manage-work-maps-page.tsx')).ManageWorkMapsPage,
  })),
  pageRoute('/app/manage-work-map/details/:id', 'ManageWorkMapDetailsPage', async () => ({
    Component: (await import('./manage-work-map-details-page.tsx')).ManageWorkMapDetailsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
