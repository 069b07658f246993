import { WORK_MAP_MESSAGES } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useSendToApproval(mapId: string) {
  return useMapChange(
    () => apiRequest(WORK_MAPS_ENDPOINTS.sendToApproval, { params: { id: mapId } }),
    {
      successMessage: WORK_MAP_MESSAGES.sentToApproval,
    },
  );
}
