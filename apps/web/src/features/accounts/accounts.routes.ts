import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const accountsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/my-profile', async () => ({
      Component: (await import('./my-profile-page.tsx')).MyProfilePage,
    })),
    pageRoute('/app/profile/:id', async () => ({
      Component: (await import('./person-profile-page.tsx')).PersonProfilePage,
    })),
  ],
};
