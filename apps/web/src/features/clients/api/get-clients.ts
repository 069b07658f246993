import { clientListSchema } from '@quadro/contract/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients: every client with its allocations. */
export const clientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: () => apiRequest('/api/clients', { schema: clientListSchema }),
});

export function useClients() {
  return useQuery(clientsQuery);
}
