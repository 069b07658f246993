import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/vacations', 'VacationsPage', async () => ({
    Component: (await import('./vacations-page.tsx')).VacationsPage,
  })),
  pageRoute('/app/manage-vacations', 'ManageVacationsPage', async () => ({
    Component: (await import('./manage-vacations-page.tsx')).ManageVacationsPage,
  })),
  pageRoute('/app/manage-vacations-calendar', 'ManageVacationsCalendarPage', async () => ({
    Component: (await import('./manage-vacations-calendar-page.tsx')).ManageVacationsCalendarPage,
  })),
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
