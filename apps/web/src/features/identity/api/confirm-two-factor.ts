import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import type { ConfirmTwoFactor } from '@quadro/contract/two-factor';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { refreshTokenNow } from '../../../app/auth/token-refresh.ts';
import { twoFactorStatusQuery } from '../../../app/auth/two-factor-requirement.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';

/**
 * POST /api/accounts/two-factor/confirm: the app's first code turns it on; recovery codes come back
 * once. The access token is renewed at once, since it says whether two-factor was on when issued:
 * a profile that requires it reaches the rest of the portal with the new one.
 */
export async function confirmTwoFactor(input: ConfirmTwoFactor) {
  const result = await apiRequest(IDENTITY_ENDPOINTS.confirmTwoFactor, { body: input });
  await refreshTokenNow();
  return result;
}

/** A wrong code is shown under the field by the dialog. */
export function useConfirmTwoFactor() {
  return useAppMutation({
    mutationFn: confirmTwoFactor,
    invalidates: [twoFactorStatusQuery.queryKey],
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
