import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients: the clients a project may belong to. */
export const projectClientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: () => apiRequest(CLIENTS_ENDPOINTS.listClients),
});

export const useProjectClients = () => useQuery(projectClientsQuery);
