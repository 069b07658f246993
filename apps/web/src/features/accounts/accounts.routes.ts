import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/my-profile', 'MyProfilePage', async () => ({
    Component: (await import('./my-profile-page.tsx')).MyProfilePage,
  })),
  pageRoute('/app/profile/:id', 'PersonProfilePage', async () => ({
    Component: (await import('./person-profile-page.tsx')).PersonProfilePage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
