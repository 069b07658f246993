import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelStateKey } from '../../../components/travels/travel-state-cache.ts';

/** GET /api/travels?year=: the signed-in employee's kilometre map of a year and its limits. */
export function useTravelState(year: number) {
  return useQuery({
    queryKey: travelStateKey(year),
    queryFn: () => apiRequest(TRAVELS_ENDPOINTS.travelState, { query: { year } }),
    placeholderData: keepPreviousData,
  });
}
