import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/accounts/log-change/salary: the own log, or (pay staff) an employee's. */
export function getSalaryHistory(employeeId?: string) {
  return apiRequest(CONTRACTS_ENDPOINTS.salaryChangeLog, { query: { employee_id: employeeId } });
}

export const salaryHistoryQuery = (employeeId?: string) =>
  queryOptions({
    queryKey: ['pay', employeeId ?? 'own', 'history'],
    queryFn: () => getSalaryHistory(employeeId),
  });

export function useSalaryHistory(employeeId?: string) {
  return useQuery(salaryHistoryQuery(employeeId));
}
