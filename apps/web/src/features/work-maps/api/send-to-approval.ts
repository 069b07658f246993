import { WORK_MAP_MESSAGES } from '@quadro/contract/work-maps';
import { send, useMapChange } from './work-map-change.ts';

export function useSendToApproval(mapId: string) {
  return useMapChange(() => send(`/api/work-maps/${mapId}/send-to-approval`, 'PUT'), {
    successMessage: WORK_MAP_MESSAGES.sentToApproval,
  });
}
