import { ALLOWANCE_PAGE_SIZE } from '@quadro/contract/allowances';
import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { type AllowanceTableFilters, allowanceQuery } from '../allowance-filters.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** GET /api/allowances?allowance=&year=&month=&status=&search=&page=&pageSize=: finance's page. */
export function getAllowancePlans(filters: AllowanceTableFilters) {
  const query = allowanceQuery(filters, { page: filters.page, pageSize: ALLOWANCE_PAGE_SIZE });
  return apiRequest(ALLOWANCES_ENDPOINTS.listPlans, { query: Object.fromEntries(query) });
}

export const allowancePlansQuery = (filters: AllowanceTableFilters) =>
  queryOptions({
    queryKey: [...allowanceKeys.table, filters],
    queryFn: () => getAllowancePlans(filters),
    placeholderData: keepPreviousData,
  });

export function useAllowancePlans(filters: AllowanceTableFilters) {
  return useQuery(allowancePlansQuery(filters));
}
