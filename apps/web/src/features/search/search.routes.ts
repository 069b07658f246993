import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const searchRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/search', async () => ({
      Component: (await import('./search-page.tsx')).SearchPage,
    })),
  ],
};
