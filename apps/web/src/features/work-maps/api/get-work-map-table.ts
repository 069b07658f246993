import { type WorkMapQuery, workMapPageSchema } from '@quadro/contract/work-maps';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { workMapKeys } from './work-map-keys.ts';

export type WorkMapTableFilters = Pick<WorkMapQuery, 'month' | 'page' | 'pageSize'> & {
  status?: string;
  search?: string;
};

/** GET /api/work-maps: a month's table for hr and admin. */
export function useWorkMapTable(filters: WorkMapTableFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: [...workMapKeys.all, 'table', filters],
    queryFn: () => apiRequest(`/api/work-maps?${params}`, { schema: workMapPageSchema }),
    placeholderData: keepPreviousData,
  });
}
