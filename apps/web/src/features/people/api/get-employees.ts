import { type EmployeeQuery, employeePageSchema } from '@quadro/contract/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export type EmployeeFilters = Partial<Record<keyof EmployeeQuery, string | number>>;

function queryString(filters: EmployeeFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/employees: one page of the filtered, sorted table. */
export function getEmployees(filters: EmployeeFilters) {
  return apiRequest(`/api/employees?${queryString(filters)}`, { schema: employeePageSchema });
}

export const employeesQuery = (filters: EmployeeFilters) =>
  queryOptions({
    queryKey: ['employees', 'list', filters],
    queryFn: () => getEmployees(filters),
    placeholderData: keepPreviousData,
  });

export function useEmployees(filters: EmployeeFilters) {
  return useQuery(employeesQuery(filters));
}
