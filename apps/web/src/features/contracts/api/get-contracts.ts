import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/contracts/employee/:employeeId: newest first. */
export function getContracts(employeeId: string) {
  return apiRequest(CONTRACTS_ENDPOINTS.listContracts, { params: { employeeId } });
}

export const contractsQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['pay', employeeId, 'contracts'],
    queryFn: () => getContracts(employeeId),
  });

export function useContracts(employeeId: string) {
  return useQuery(contractsQuery(employeeId));
}
