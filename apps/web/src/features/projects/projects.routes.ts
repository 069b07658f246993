import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/projects', 'ProjectsPage', async () => ({
    Component: (await import('./projects-page.tsx')).ProjectsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
