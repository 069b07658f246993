import { sessionEndedSchema } from '@quadro/contract/sessions';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { sessionsQuery } from './get-sessions.ts';

/** DELETE /api/sessions/:id, or /api/sessions/others for every session but this one. */
export function endSession(which: string | 'others') {
  return apiRequest(`/api/sessions/${which}`, { method: 'DELETE', schema: sessionEndedSchema });
}

export function useEndSession(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: endSession,
    invalidates: [sessionsQuery.queryKey],
    onSuccess: (result) => {
      toast.success(result.message);
      onSuccess();
    },
  });
}
