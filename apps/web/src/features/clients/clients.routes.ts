import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const clientsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/client', async () => ({
      Component: (await import('./clients-page.tsx')).ClientsPage,
    })),
  ],
};
