import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { clientsQuery } from './get-clients.ts';

/** GET /api/clients/:id: the client with every allocation, asked when its dialog opens. */
export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: [...clientsQuery.queryKey, id],
    queryFn: () => apiRequest(CLIENTS_ENDPOINTS.getClient, { params: { id } }),
  });

export function useClient(id: string) {
  return useQuery(clientQuery(id));
}
