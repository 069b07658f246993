import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** Spec §7 GET /api/travel-pass?page={n}&pageSize={n}&filter={text}. */
export function useMyTravelPasses(query: { page: number; pageSize: number; filter: string }) {
  return useQuery({
    queryKey: [...travelPassKeys.mine, query],
    queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.listMyPasses, { query }),
    placeholderData: keepPreviousData,
  });
}
