import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/salary-receipts', 'SalaryReceiptsPage', async () => ({
    Component: (await import('./salary-receipts-page.tsx')).SalaryReceiptsPage,
  })),
  pageRoute('/app/manage-salary-receipts', 'ManageSalaryReceiptsPage', async () => ({
    Component: (await import('./manage-salary-receipts-page.tsx')).ManageSalaryReceiptsPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
