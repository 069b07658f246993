import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { sessionsQuery } from './get-sessions.ts';

/** DELETE /api/sessions/:id, or /api/sessions/others for every session but this one. */
export function endSession(which: string | 'others') {
  return apiRequest(IDENTITY_ENDPOINTS.endMySession, { params: { id: which } });
}

export function useEndSession(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: endSession,
    invalidates: [sessionsQuery.queryKey],
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
