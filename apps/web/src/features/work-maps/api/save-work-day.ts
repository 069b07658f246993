import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { WorkDayInput } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useSaveWorkDay(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ dayId, ...day }: WorkDayInput & { dayId?: string }) =>
      dayId
        ? apiRequest(WORK_MAPS_ENDPOINTS.updateWorkDay, {
            params: { id: mapId, dayId },
            body: day,
          })
        : apiRequest(WORK_MAPS_ENDPOINTS.addWorkDay, { params: { id: mapId }, body: day }),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}
