import type { EmployeeQuery } from '@quadro/contract/employees';
import type { EndpointQuery } from '@quadro/contract/endpoint';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export type EmployeeFilters = Partial<Record<keyof EmployeeQuery, string | number>>;

/** GET /api/employees: one page of the filtered, sorted table. */
export function getEmployees(filters: EmployeeFilters) {
  // The filters come from the page's URL as they are; the API validates them.
  const query = filters as EndpointQuery<typeof PEOPLE_ENDPOINTS.listEmployees>;
  return apiRequest(PEOPLE_ENDPOINTS.listEmployees, { query });
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
