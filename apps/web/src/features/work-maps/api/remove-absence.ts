import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { send, useMapChange } from './work-map-change.ts';

export function useRemoveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    (absenceId: string) => send(`/api/work-maps/${mapId}/absences/${absenceId}`, 'DELETE'),
    { successMessage: TABLE_MESSAGES.removed, onDone },
  );
}
