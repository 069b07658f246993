import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients, for the table's client filter. */
export function getClientOptions() {
  return apiRequest(CLIENTS_ENDPOINTS.listClients);
}

export const clientOptionsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: getClientOptions,
  select: (clients) => clients.map((client) => ({ value: client.id, label: client.name })),
});

export function useClientOptions() {
  return useQuery(clientOptionsQuery);
}
