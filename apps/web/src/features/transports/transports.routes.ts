import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const transportsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/transports', async () => ({
      Component: (await import('./transports-page.tsx')).TransportsPage,
    })),
  ],
};
