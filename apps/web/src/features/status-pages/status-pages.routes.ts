import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/pages/not-found', 'NotFoundMessage', async () => ({
    Component: (await import('./not-found-page.tsx')).NotFoundMessage,
  })),
  pageRoute('/app/pages/error', 'ErrorMessage', async () => ({
    Component: (await import('./error-page.tsx')).ErrorMessage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
