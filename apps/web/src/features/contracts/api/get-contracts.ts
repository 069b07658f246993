import { contractListSchema } from '@quadro/contract/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/contracts/employee/:employeeId: newest first. */
export function getContracts(employeeId: string) {
  return apiRequest(`/api/contracts/employee/${employeeId}`, { schema: contractListSchema });
}

export const contractsQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['pay', employeeId, 'contracts'],
    queryFn: () => getContracts(employeeId),
  });

export function useContracts(employeeId: string) {
  return useQuery(contractsQuery(employeeId));
}
