import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import type { ChangePasswordForm } from '@quadro/contract/identity';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

export function changePassword(form: ChangePasswordForm): Promise<unknown> {
  return apiRequest(ACCOUNTS_ENDPOINTS.changePassword, { body: { ...form, ...WEB_CLIENT } });
}

export function useChangePassword({ onSuccess }: { onSuccess: () => void }) {
  return useAppMutation({
    mutationFn: changePassword,
    inlineError: true,
    successMessage: SUCCESS_MESSAGES.passwordChanged,
    onSuccess,
  });
}
