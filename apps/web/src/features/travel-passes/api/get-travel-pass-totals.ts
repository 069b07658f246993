import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** A year's approved passes per employee and month, one page, with the company's totals. */
export function useTravelPassTotals(query: {
  year: number;
  search: string;
  page: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: [...travelPassKeys.totals, query],
    queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.yearTotals, { query }),
    placeholderData: keepPreviousData,
  });
}
