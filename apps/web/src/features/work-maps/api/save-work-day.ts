import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { WorkDayInput } from '@quadro/contract/work-maps';
import { send, useMapChange } from './work-map-change.ts';

export function useSaveWorkDay(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ dayId, ...day }: WorkDayInput & { dayId?: string }) =>
      dayId
        ? send(`/api/work-maps/${mapId}/work-days/${dayId}`, 'PUT', day)
        : send(`/api/work-maps/${mapId}/work-days`, 'POST', day),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}
