import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useRemoveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    (absenceId: string) =>
      apiRequest(WORK_MAPS_ENDPOINTS.removeAbsence, { params: { id: mapId, absenceId } }),
    { successMessage: TABLE_MESSAGES.removed, onDone },
  );
}
