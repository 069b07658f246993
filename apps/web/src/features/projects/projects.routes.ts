import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

/** /app/projects; /app/projects/:id/summary-executive stays the coming-soon page a later issue replaces. */
const appRoutes: RouteObject[] = [
  pageRoute('/app/projects', 'ProjectsPage', async () => ({
    Component: (await import('./projects-page.tsx')).ProjectsPage,
  })),
];

export default appRoutes;
