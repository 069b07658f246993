import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import type { DisableTwoFactor } from '@quadro/contract/two-factor';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { twoFactorStatusQuery } from '../../../app/auth/two-factor-requirement.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';

/** DELETE /api/accounts/two-factor: the password and a current code turn it off. */
export function disableTwoFactor(input: DisableTwoFactor) {
  return apiRequest(IDENTITY_ENDPOINTS.disableTwoFactor, { body: input });
}

/** A wrong password or code is shown under its field by the dialog. */
export function useDisableTwoFactor(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: disableTwoFactor,
    invalidates: [twoFactorStatusQuery.queryKey],
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onSuccess();
    },
  });
}
