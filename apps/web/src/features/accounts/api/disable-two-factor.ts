import type { DisableTwoFactor } from '@quadro/contract/two-factor';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { twoFactorStatusQuery } from '../../../app/auth/two-factor-requirement.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

const disabledSchema = z.object({ message: z.string() });

/** DELETE /api/accounts/two-factor: the password and a current code turn it off. */
export function disableTwoFactor(input: DisableTwoFactor) {
  return apiRequest('/api/accounts/two-factor', {
    method: 'DELETE',
    json: input,
    schema: disabledSchema,
  });
}

/** A wrong password or code is shown under its field by the dialog. */
export function useDisableTwoFactor(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: disableTwoFactor,
    invalidates: [twoFactorStatusQuery.queryKey],
    inlineError: true,
    onSuccess: (result) => {
      toast.success(result.message);
      onSuccess();
    },
  });
}
