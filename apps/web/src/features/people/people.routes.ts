import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const peopleRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/employees', async () => ({
      Component: (await import('./employees-page.tsx')).EmployeesPage,
    })),
    pageRoute('/app/employees/:id', async () => ({
      Component: (await import('./employee-page.tsx')).EmployeePage,
    })),
  ],
};
