import type { TravelTotalsQuery } from '@quadro/contract/travels';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from '../../../components/travels/travel-keys.ts';

/** GET /api/travels/totals: a year's approved months per employee (one page) and the company's. */
export function useTravelTotals(query: Required<TravelTotalsQuery>) {
  return useQuery({
    queryKey: [...travelKeys.totals, query],
    queryFn: () => apiRequest(TRAVELS_ENDPOINTS.yearTotals, { query }),
    placeholderData: keepPreviousData,
  });
}
