import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/employees/:id/history: the audit trail filed under the employee, newest first. */
export function getEmployeeHistory(id: string, page: number) {
  return apiRequest(PEOPLE_ENDPOINTS.employeeHistory, {
    params: { id },
    query: { page, page_size: HISTORY_PAGE_SIZE },
  });
}

export const employeeHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: ['employees', 'history', id, page],
    queryFn: () => getEmployeeHistory(id, page),
    placeholderData: keepPreviousData,
  });

export function useEmployeeHistory(id: string, page: number) {
  return useQuery(employeeHistoryQuery(id, page));
}
