import type { ManageTravelPassQuery } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export const travelPassKeys = {
  all: ['travel-pass'] as const,
  mine: ['travel-pass', 'mine'] as const,
  manage: ['travel-pass', 'manage'] as const,
  pending: ['travel-pass', 'pending'] as const,
  totals: ['travel-pass', 'totals'] as const,
};

/** Spec §7 GET /api/travel-pass?page={n}&pageSize={n}&filter={text}. */
export function useMyTravelPasses(query: { page: number; pageSize: number; filter: string }) {
  return useQuery({
    queryKey: [...travelPassKeys.mine, query],
    queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.listMyPasses, { query }),
    placeholderData: keepPreviousData,
  });
}

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

/** Spec §7 GET /api/travel-pass/pending-number: reads a number (menu badge). */
export const travelPassPendingQuery = queryOptions({
  queryKey: travelPassKeys.pending,
  queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.pendingNumber),
});
