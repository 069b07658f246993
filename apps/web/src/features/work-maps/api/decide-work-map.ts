import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useDecideWorkMap(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ action, reason }: { action: 'approve' | 'reject' | 'modification'; reason?: string }) =>
      action === 'reject'
        ? apiRequest(WORK_MAPS_ENDPOINTS.rejectWorkMap, { params: { id: mapId }, body: { reason } })
        : apiRequest(
            action === 'approve'
              ? WORK_MAPS_ENDPOINTS.approveWorkMap
              : WORK_MAPS_ENDPOINTS.reopenWorkMap,
            { params: { id: mapId } },
          ),
    { inlineError: true, onDone },
  );
}
