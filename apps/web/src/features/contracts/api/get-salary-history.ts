import { salaryHistorySchema } from '@quadro/contract/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/accounts/log-change/salary: the own log, or (pay staff) an employee's. */
export function getSalaryHistory(employeeId?: string) {
  const query = employeeId ? `?employee_id=${employeeId}` : '';
  return apiRequest(`/api/accounts/log-change/salary${query}`, { schema: salaryHistorySchema });
}

export const salaryHistoryQuery = (employeeId?: string) =>
  queryOptions({
    queryKey: ['pay', employeeId ?? 'own', 'history'],
    queryFn: () => getSalaryHistory(employeeId),
  });

export function useSalaryHistory(employeeId?: string) {
  return useQuery(salaryHistoryQuery(employeeId));
}
