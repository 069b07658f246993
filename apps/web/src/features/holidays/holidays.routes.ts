import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const holidaysRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/holiday', async () => ({
      Component: (await import('./holidays-page.tsx')).HolidaysPage,
    })),
  ],
};
