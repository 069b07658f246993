import { vacationPageSchema } from '@quadro/contract/vacations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';
import { searchOf } from './vacation-search-params.ts';

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
    queryFn: () => apiRequest(`/api/vacation?${searchOf(filters)}`, { schema: vacationPageSchema }),
    placeholderData: keepPreviousData,
  });
}
