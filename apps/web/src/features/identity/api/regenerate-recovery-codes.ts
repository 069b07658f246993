import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import type { RegenerateRecoveryCodes } from '@quadro/contract/two-factor';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { twoFactorStatusQuery } from '../../../app/auth/two-factor-requirement.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';

/** POST /api/accounts/two-factor/recovery-codes: ten new codes, shown once; the old ones end. */
export function regenerateRecoveryCodes(input: RegenerateRecoveryCodes) {
  return apiRequest(IDENTITY_ENDPOINTS.regenerateRecoveryCodes, { body: input });
}

/** A wrong password or code is shown under its field by the dialog. */
export function useRegenerateRecoveryCodes() {
  return useAppMutation({
    mutationFn: regenerateRecoveryCodes,
    invalidates: [twoFactorStatusQuery.queryKey],
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
