import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const parametersRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/system-parameters', async () => ({
      Component: (await import('./system-parameters-page.tsx')).SystemParametersPage,
    })),
  ],
};
