import { salaryListSchema } from '@quadro/contract/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/salary/all/:id: the employee's salaries, newest first. */
export function getSalaries(employeeId: string) {
  return apiRequest(`/api/salary/all/${employeeId}`, { schema: salaryListSchema });
}

export const salariesQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['pay', employeeId, 'salaries'],
    queryFn: () => getSalaries(employeeId),
  });

export function useSalaries(employeeId: string) {
  return useQuery(salariesQuery(employeeId));
}
