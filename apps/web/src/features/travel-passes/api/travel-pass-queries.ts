import {
  type ManageTravelPassQuery,
  manageTravelPassPageSchema,
  travelPassPageSchema,
} from '@quadro/contract/travel-passes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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

/** Finance's month of passes. */
export function useManageTravelPasses(
  query: Pick<ManageTravelPassQuery, 'month' | 'page' | 'pageSize'> & {
    status: string;
    search: string;
  },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: [...travelPassKeys.manage, query],
    queryFn: () =>
      apiRequest(`/api/travel-pass/manage?${params}`, { schema: manageTravelPassPageSchema }),
    placeholderData: keepPreviousData,
  });
}

/** Spec §7 GET /api/travel-pass/pending-number: reads a number (menu badge). */
export const travelPassPendingQuery = queryOptions({
  queryKey: travelPassKeys.pending,
  queryFn: () => apiRequest('/api/travel-pass/pending-number', { schema: z.number() }),
});
