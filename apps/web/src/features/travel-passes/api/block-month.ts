import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** PUT /api/travel-pass/block-month: opened from an e-mail link, so it needs no sign-in. */
export function blockMonth(code: string): Promise<unknown> {
  return apiRequest(
    TRAVEL_PASSES_ENDPOINTS.blockMonthByCode,
    { query: { code } },
    { anonymous: true, redirectOnNotFound: false },
  );
}

export const blockMonthQuery = (code: string) =>
  queryOptions({
    queryKey: ['travel-pass', 'block-month', code],
    queryFn: () => blockMonth(code).then(() => true),
    meta: { inlineError: true },
  });

export function useBlockMonth(code: string) {
  return useQuery(blockMonthQuery(code));
}
