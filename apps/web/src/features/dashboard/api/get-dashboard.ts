import { DASHBOARD_ENDPOINTS } from '@quadro/contract/dashboard.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/dashboard: the signed-in person's widgets, pending counts, who is away, holidays, posts. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.mine,
  queryFn: () => apiRequest(DASHBOARD_ENDPOINTS.dashboard),
});
