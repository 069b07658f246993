import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { AbsenceInput } from '@quadro/contract/work-maps';
import { send, useMapChange } from './work-map-change.ts';

export function useSaveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ absenceId, ...absence }: AbsenceInput & { absenceId?: string }) =>
      absenceId
        ? send(`/api/work-maps/${mapId}/absences/${absenceId}`, 'PUT', absence)
        : send(`/api/work-maps/${mapId}/absences`, 'POST', absence),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}
