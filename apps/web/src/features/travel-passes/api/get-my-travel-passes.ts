import { travelPassPageSchema } from '@quadro/contract/travel-passes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** Spec §7 GET /api/travel-pass?page={n}&pageSize={n}&filter={text}. */
export function useMyTravelPasses(query: { page: number; pageSize: number; filter: string }) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    filter: query.filter,
  });
  return useQuery({
    queryKey: [...travelPassKeys.mine, query],
    queryFn: () => apiRequest(`/api/travel-pass?${params}`, { schema: travelPassPageSchema }),
    placeholderData: keepPreviousData,
  });
}
