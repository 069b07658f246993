import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/employees/:id. */
export function getEmployee(id: string) {
  return apiRequest(PEOPLE_ENDPOINTS.getEmployee, { params: { id } });
}

export const employeeQuery = (id: string) =>
  queryOptions({ queryKey: ['employees', 'record', id], queryFn: () => getEmployee(id) });

export function useEmployee(id: string) {
  return useQuery(employeeQuery(id));
}
