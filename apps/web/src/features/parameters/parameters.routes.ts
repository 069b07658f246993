import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/system-parameters', 'SystemParametersPage', async () => ({
    Component: (await import('./system-parameters-page.tsx')).SystemParametersPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
