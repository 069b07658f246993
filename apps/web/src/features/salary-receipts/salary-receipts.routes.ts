import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const salaryReceiptsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/salary-receipts', async () => ({
      Component: (await import('./salary-receipts-page.tsx')).SalaryReceiptsPage,
    })),
    pageRoute('/app/manage-salary-receipts', async () => ({
      Component: (await import('./manage-salary-receipts-page.tsx')).ManageSalaryReceiptsPage,
    })),
  ],
};
