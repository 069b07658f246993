import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/transports', 'TransportsPage', async () => ({
    Component: (await import('./transports-page.tsx')).TransportsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
