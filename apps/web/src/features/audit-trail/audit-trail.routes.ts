import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/audit-trail', 'AuditTrailPage', async () => ({
    Component: (await import('./audit-trail-page.tsx')).AuditTrailPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
