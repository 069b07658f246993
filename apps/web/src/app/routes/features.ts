import { allowancesRoutes } from '../../features/allowances/allowances.routes.ts';
import { clientsRoutes } from '../../features/clients/clients.routes.ts';
import { dashboardRoutes } from '../../features/dashboard/dashboard.routes.ts';
import { employeesRoutes } from '../../features/employees/employees.routes.ts';
import { holidaysRoutes } from '../../features/holidays/holidays.routes.ts';
import { profileRoutes } from '../../features/profile/profile.routes.ts';
import { projectsRoutes } from '../../features/projects/projects.routes.ts';
import { salaryReceiptsRoutes } from '../../features/salary-receipts/salary-receipts.routes.ts';
import { searchRoutes } from '../../features/search/search.routes.ts';
import { statusPagesRoutes } from '../../features/status-pages/status-pages.routes.ts';
import { systemParametersRoutes } from '../../features/system-parameters/system-parameters.routes.ts';
import { transportsRoutes } from '../../features/transports/transports.routes.ts';
import { travelPassRoutes } from '../../features/travel-pass/travel-pass.routes.ts';
import { vacationsRoutes } from '../../features/vacations/vacations.routes.ts';
import { workMapsRoutes } from '../../features/work-maps/work-maps.routes.ts';
import type { FeatureRoutes } from './feature-routes.ts';

/** Every feature with /app pages, once: adding a feature is one line here (loaded with the shell). */
export const FEATURES: FeatureRoutes[] = [
  statusPagesRoutes,
  dashboardRoutes,
  profileRoutes,
  searchRoutes,
  systemParametersRoutes,
  employeesRoutes,
  clientsRoutes,
  projectsRoutes,
  workMapsRoutes,
  holidaysRoutes,
  vacationsRoutes,
  travelPassRoutes,
  transportsRoutes,
  salaryReceiptsRoutes,
  allowancesRoutes,
];
