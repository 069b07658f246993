import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

/** /app/projects; /app/projects/:id/summary-executive stays the coming-soon page a later issue replaces. */
export const projectsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/projects', async () => ({
      Component: (await import('./projects-page.tsx')).ProjectsPage,
    })),
  ],
};
