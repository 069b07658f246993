import type { WorkMapQuery } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { workMapKeys } from './work-map-keys.ts';

export type WorkMapTableFilters = Pick<WorkMapQuery, 'month' | 'page' | 'pageSize'> & {
  status?: string;
  search?: string;
};

/** GET /api/work-maps: a month's table for hr and admin. */
export function useWorkMapTable(filters: WorkMapTableFilters) {
  return useQuery({
    queryKey: [...workMapKeys.all, 'table', filters],
    queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.listWorkMaps, { query: filters }),
    placeholderData: keepPreviousData,
  });
}
