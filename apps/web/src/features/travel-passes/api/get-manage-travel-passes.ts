import type { ManageTravelPassQuery } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** Finance's month of passes. */
export function useManageTravelPasses(
  query: Pick<ManageTravelPassQuery, 'month' | 'page' | 'pageSize'> & {
    status: string;
    search: string;
  },
) {
  return useQuery({
    queryKey: [...travelPassKeys.manage, query],
    queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.listMonth, { query }),
    placeholderData: keepPreviousData,
  });
}
