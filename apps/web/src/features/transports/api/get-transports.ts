import { TRANSPORTS_ENDPOINTS } from '@quadro/contract/transports.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { transportKeys } from './transport-keys.ts';

/** GET /api/transports?search=: the catalogue, newest first. */
export function transportsQuery(search: string) {
  return queryOptions({
    queryKey: transportKeys.list(search),
    queryFn: () => apiRequest(TRANSPORTS_ENDPOINTS.listTransports, { query: { search } }),
  });
}

/** The list for a search; the previous list stays on screen while the next one loads. */
export function useTransports(search: string) {
  return useQuery({ ...transportsQuery(search), placeholderData: keepPreviousData });
}
