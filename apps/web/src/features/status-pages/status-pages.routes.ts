import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const statusPagesRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/pages/not-found', async () => ({
      Component: (await import('./not-found-page.tsx')).NotFoundMessage,
    })),
    pageRoute('/app/pages/error', async () => ({
      Component: (await import('./error-page.tsx')).ErrorMessage,
    })),
  ],
};
