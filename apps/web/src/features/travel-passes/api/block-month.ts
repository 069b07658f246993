import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** PUT /api/travel-pass/block-month: opened from an e-mail link, so it needs no sign-in. */
export function blockMonth(code: string): Promise<unknown> {
  return apiRequest(`/api/travel-pass/block-month?code=${encodeURIComponent(code)}`, {
    method: 'PUT',
    anonymous: true,
    redirectOnNotFound: false,
  });
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
