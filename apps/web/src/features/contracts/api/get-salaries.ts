import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/salary/all/:id: the employee's salaries, newest first. */
export function getSalaries(employeeId: string) {
  return apiRequest(CONTRACTS_ENDPOINTS.listSalaries, { params: { id: employeeId } });
}

export const salariesQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['pay', employeeId, 'salaries'],
    queryFn: () => getSalaries(employeeId),
  });

export function useSalaries(employeeId: string) {
  return useQuery(salariesQuery(employeeId));
}
