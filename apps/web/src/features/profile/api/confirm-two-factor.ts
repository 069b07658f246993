import { type ConfirmTwoFactor, recoveryCodesSchema } from '@quadro/contract/two-factor';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { twoFactorStatusQuery } from './get-two-factor-status.ts';

/** POST /api/accounts/two-factor/confirm: the app's first code turns it on; recovery codes come back once. */
export function confirmTwoFactor(input: ConfirmTwoFactor) {
  return apiRequest('/api/accounts/two-factor/confirm', {
    method: 'POST',
    json: input,
    schema: recoveryCodesSchema,
  });
}

/** A wrong code is shown under the field by the dialog. */
export function useConfirmTwoFactor() {
  return useAppMutation({
    mutationFn: confirmTwoFactor,
    invalidates: [twoFactorStatusQuery.queryKey],
    inlineError: true,
    onSuccess: (result) => toast.success(result.message),
  });
}
