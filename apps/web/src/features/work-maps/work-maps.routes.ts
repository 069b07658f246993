import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const workMapsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/work-map-history', async () => ({
      Component: (await import('./work-map-history-page.tsx')).WorkMapHistoryPage,
    })),
    pageRoute('/app/work-map-history/details/:id', async () => ({
      Component: (await import('./work-map-details-page.tsx')).WorkMapDetailsPage,
    })),
    pageRoute('/app/manage-work-map', async () => ({
      Component: (await import('./manage-work-maps-page.tsx')).ManageWorkMapsPage,
    })),
    pageRoute('/app/manage-work-map/details/:id', async () => ({
      Component: (await import('./manage-work-map-details-page.tsx')).ManageWorkMapDetailsPage,
    })),
  ],
};
