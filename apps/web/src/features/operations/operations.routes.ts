import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/delivery-and-jobs', 'DeliveryAndJobsPage', async () => ({
    Component: (await import('./delivery-and-jobs-page.tsx')).DeliveryAndJobsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
