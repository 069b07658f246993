import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';

/** DELETE /api/employees/:id/two-factor (hr): turns the employee's two-factor off (a lost phone). */
export function resetEmployeeTwoFactor(id: string) {
  return apiRequest(IDENTITY_ENDPOINTS.resetTwoFactorOf, { params: { id } });
}

export function useResetEmployeeTwoFactor(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: resetEmployeeTwoFactor,
    invalidates: [['employees']],
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
