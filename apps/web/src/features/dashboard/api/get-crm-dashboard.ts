import { DASHBOARD_ENDPOINTS } from '@quadro/contract/dashboard.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/dashboard/crm: clients and projects (admin, comercial, hr). */
export const crmDashboardQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.crm,
    queryFn: () => apiRequest(DASHBOARD_ENDPOINTS.crm),
    enabled,
  });
