import type { WorkMapQuery } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export const workMapKeys = {
  all: ['work-maps'] as const,
  mine: ['work-maps', 'mine'] as const,
  one: (id: string) => ['work-maps', 'one', id] as const,
};

/** GET /api/work-maps/mine: the employee's maps, newest month first. */
export function useMyWorkMaps() {
  return useQuery({
    queryKey: workMapKeys.mine,
    queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.listMyWorkMaps),
  });
}

export const workMapQuery = (id: string) =>
  queryOptions({
    queryKey: workMapKeys.one(id),
    queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.getWorkMap, { params: { id } }),
  });

export function useWorkMap(id: string) {
  return useQuery(workMapQuery(id));
}

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

/** GET /api/work-maps/attention: maps not created or In Modification, this month and last. */
export const workMapAttentionQuery = queryOptions({
  queryKey: [...workMapKeys.all, 'attention'],
  queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.workMapAttention),
});
