import { send, useMapChange } from './work-map-change.ts';

export function useDecideWorkMap(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ action, reason }: { action: 'approve' | 'reject' | 'modification'; reason?: string }) =>
      send(
        `/api/work-maps/${mapId}/${action}`,
        'PUT',
        action === 'reject' ? { reason } : undefined,
      ),
    { inlineError: true, onDone },
  );
}
