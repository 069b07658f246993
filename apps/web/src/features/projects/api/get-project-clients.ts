import { clientListSchema } from '@quadro/contract/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients: the clients a project may belong to. */
export const projectClientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: () => apiRequest('/api/clients', { schema: clientListSchema }),
});

export const useProjectClients = () => useQuery(projectClientsQuery);
