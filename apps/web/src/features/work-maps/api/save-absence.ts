import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { AbsenceInput } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useSaveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ absenceId, ...absence }: AbsenceInput & { absenceId?: string }) =>
      absenceId
        ? apiRequest(WORK_MAPS_ENDPOINTS.updateAbsence, {
            params: { id: mapId, absenceId },
            body: absence,
          })
        : apiRequest(WORK_MAPS_ENDPOINTS.addAbsence, { params: { id: mapId }, body: absence }),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}
