import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';

/** DELETE /api/employees/:id/sessions (hr): signs the employee out everywhere (a lost laptop). */
export function endEmployeeSessions(id: string) {
  return apiRequest(IDENTITY_ENDPOINTS.endSessionsOf, { params: { id } });
}

export function useEndEmployeeSessions(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: endEmployeeSessions,
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
