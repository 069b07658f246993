import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

export interface VacationTableFilters {
  status?: string;
  kind?: string;
  year?: string;
  clientId?: string;
  search?: string;
  page: number;
  pageSize: number;
}

/** GET /api/vacation: requests and cancellations for hr, admin and cto. */
export function useVacationTable(filters: VacationTableFilters) {
  return useQuery({
    queryKey: [...vacationKeys.table, filters],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.listVacationTable, { query: filters }),
    placeholderData: keepPreviousData,
  });
}
