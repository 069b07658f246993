import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/vacations', async () => ({
    Component: (await import('./vacations-page.tsx')).VacationsPage,
  })),
  pageRoute('/app/manage-vacations', async () => ({
    Component: (await import('./manage-vacations-page.tsx')).ManageVacationsPage,
  })),
  pageRoute('/app/manage-vacations-calendar', async () => ({
    Component: (await import('./manage-vacations-calendar-page.tsx')).ManageVacationsCalendarPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
