import { DASHBOARD_ENDPOINTS } from '@quadro/contract/dashboard.endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/dashboard/crypto?year=: money per month against the year before (financial, admin). */
export const cryptoDashboardQuery = (year: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.crypto(year),
    queryFn: () => apiRequest(DASHBOARD_ENDPOINTS.crypto, { query: year ? { year } : {} }),
    enabled,
    placeholderData: keepPreviousData,
  });
