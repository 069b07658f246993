import { transportListSchema } from '@quadro/contract/transports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { transportKeys } from './transport-keys.ts';

/** GET /api/transports?search=: the catalogue, newest first. */
export function transportsQuery(search: string) {
  const params = search ? `?${new URLSearchParams({ search })}` : '';
  return queryOptions({
    queryKey: transportKeys.list(search),
    queryFn: () => apiRequest(`/api/transports${params}`, { schema: transportListSchema }),
  });
}

/** The list for a search; the previous list stays on screen while the next one loads. */
export function useTransports(search: string) {
  return useQuery({ ...transportsQuery(search), placeholderData: keepPreviousData });
}
