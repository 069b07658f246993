import type { FeatureRoutes } from '../../app/routes/feature-routes.ts';
import { pageRoute } from '../../app/routes/page-route.ts';

export const vacationsRoutes: FeatureRoutes = {
  appRoutes: [
    pageRoute('/app/vacations', async () => ({
      Component: (await import('./vacations-page.tsx')).VacationsPage,
    })),
    pageRoute('/app/manage-vacations', async () => ({
      Component: (await import('./manage-vacations-page.tsx')).ManageVacationsPage,
    })),
    pageRoute('/app/manage-vacations-calendar', async () => ({
      Component: (await import('./manage-vacations-calendar-page.tsx')).ManageVacationsCalendarPage,
    })),
  ],
};
