import { accountsRoutes } from '../../features/accounts/accounts.routes.ts';
import { allowancesRoutes } from '../../features/allowances/allowances.routes.ts';
import { clientsRoutes } from '../../features/clients/clients.routes.ts';
import { dashboardRoutes } from '../../features/dashboard/dashboard.routes.ts';
import { holidaysRoutes } from '../../features/holidays/holidays.routes.ts';
import { parametersRoutes } from '../../features/parameters/parameters.routes.ts';
import { peopleRoutes } from '../../features/people/people.routes.ts';
import { projectsRoutes } from '../../features/projects/projects.routes.ts';
import { salaryReceiptsRoutes } from '../../features/salary-receipts/salary-receipts.routes.ts';
import { searchRoutes } from '../../features/search/search.routes.ts';
import { statusPagesRoutes } from '../../features/status-pages/status-pages.routes.ts';
import { transportsRoutes } from '../../features/transports/transports.routes.ts';
import { travelPassesRoutes } from '../../features/travel-passes/travel-passes.routes.ts';
import { vacationsRoutes } from '../../features/vacations/vacations.routes.ts';
import { workMapsRoutes } from '../../features/work-maps/work-maps.routes.ts';
import type { FeatureRoutes } from './feature-routes.ts';

/** Every feature with /app pages, once: adding a feature is one line here (loaded with the shell). */
export const FEATURES: FeatureRoutes[] = [
  statusPagesRoutes,
  dashboardRoutes,
  accountsRoutes,
  searchRoutes,
  parametersRoutes,
  peopleRoutes,
  clientsRoutes,
  projectsRoutes,
  workMapsRoutes,
  holidaysRoutes,
  vacationsRoutes,
  travelPassesRoutes,
  transportsRoutes,
  salaryReceiptsRoutes,
  allowancesRoutes,
];
