import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { type AllowanceTableFilters, allowanceQuery } from '../allowance-filters.ts';
import { allowanceKeys } from './allowance-keys.ts';

type TotalsFilters = Omit<AllowanceTableFilters, 'page'>;

/** GET /api/allowances/totals with the table's filters: spec §3's consolidated view. */
export function getAllowanceTotals(filters: TotalsFilters) {
  return apiRequest(ALLOWANCES_ENDPOINTS.planTotals, {
    query: Object.fromEntries(allowanceQuery(filters)),
  });
}

export const allowanceTotalsQuery = (filters: TotalsFilters) =>
  queryOptions({
    queryKey: [...allowanceKeys.totals, filters],
    queryFn: () => getAllowanceTotals(filters),
    placeholderData: keepPreviousData,
  });

export function useAllowanceTotals(filters: TotalsFilters) {
  return useQuery(allowanceTotalsQuery(filters));
}
