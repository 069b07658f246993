import type { KeyName } from '@quadro/contract/account';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/clients/employees-without-client: who works for no client today. */
export const withoutClientQuery = queryOptions({
  queryKey: ['clients', 'without-client'],
  queryFn: (): Promise<KeyName[]> => apiRequest(CLIENTS_ENDPOINTS.listEmployeesWithoutClient),
});

export function useEmployeesWithoutClient() {
  return useQuery(withoutClientQuery);
}
