import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/projects/:id/summary-executive', 'ExecutiveSummaryPage', async () => ({
    Component: (await import('./executive-summary-page.tsx')).ExecutiveSummaryPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
