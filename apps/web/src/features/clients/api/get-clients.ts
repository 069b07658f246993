import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients: every client, with how many work for it today. */
export const clientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: () => apiRequest(CLIENTS_ENDPOINTS.listClients),
});

export function useClients() {
  return useQuery(clientsQuery);
}
