import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/my-profile', 'MyProfilePage', async () => ({
    Component: (await import('./my-profile-page.tsx')).MyProfilePage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
