import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/employees', 'EmployeesPage', async () => ({
    Component: (await import('./employees-page.tsx')).EmployeesPage,
  })),
  pageRoute('/app/employees/:id', 'EmployeePage', async () => ({
    Component: (await import('./employee-page.tsx')).EmployeePage,
  })),
  pageRoute('/app/profile/:id', 'PersonProfilePage', async () => ({
    Component: (await import('./person-profile-page.tsx')).PersonProfilePage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
