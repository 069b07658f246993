import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** GET /api/allowances/mine: the employee's plans and what 'Add allowance' may add. */
export function getMyAllowances() {
  return apiRequest(ALLOWANCES_ENDPOINTS.myAllowances);
}

export const myAllowancesQuery = queryOptions({
  queryKey: allowanceKeys.mine,
  queryFn: getMyAllowances,
});

export function useMyAllowances() {
  return useQuery(myAllowancesQuery);
}
