import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const travelPassesRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/travel-pass-history', async () => ({
      Component: (await import('./travel-pass-history-page.tsx')).TravelPassHistoryPage,
    })),
    pageRoute('/app/manage-travel-pass', async () => ({
      Component: (await import('./manage-travel-pass-page.tsx')).ManageTravelPassPage,
    })),
  ],
};
