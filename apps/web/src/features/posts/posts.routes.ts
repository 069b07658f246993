import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/public-feed', 'PublicFeedPage', async () => ({
    Component: (await import('./public-feed-page.tsx')).PublicFeedPage,
  })),
  pageRoute('/app/post/:id/post-details', 'PostDetailsPage', async () => ({
    Component: (await import('./post-details-page.tsx')).PostDetailsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
