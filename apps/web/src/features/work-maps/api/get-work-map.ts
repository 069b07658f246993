import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { workMapKeys } from './work-map-keys.ts';

export const workMapQuery = (id: string) =>
  queryOptions({
    queryKey: workMapKeys.one(id),
    queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.getWorkMap, { params: { id } }),
  });

export function useWorkMap(id: string) {
  return useQuery(workMapQuery(id));
}
