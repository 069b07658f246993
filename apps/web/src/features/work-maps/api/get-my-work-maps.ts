import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { workMapKeys } from './work-map-keys.ts';

/** GET /api/work-maps/mine: the employee's maps, newest month first. */
export function useMyWorkMaps() {
  return useQuery({
    queryKey: workMapKeys.mine,
    queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.listMyWorkMaps),
  });
}
