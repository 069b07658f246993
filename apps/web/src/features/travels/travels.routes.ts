import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/travels', 'TravelsPage', async () => ({
    Component: (await import('./travels-page.tsx')).TravelsPage,
  })),
  pageRoute('/app/manage-travels', 'ManageTravelsPage', async () => ({
    Component: (await import('./manage-travels-page.tsx')).ManageTravelsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
