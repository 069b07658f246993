import type { ChangePasswordForm } from '@quadro/contract/auth';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

export function changePassword(form: ChangePasswordForm): Promise<unknown> {
  return apiRequest('/api/accounts/change-password', {
    method: 'POST',
    json: { ...form, ...WEB_CLIENT },
  });
}

export function useChangePassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: changePassword,
    meta: { inlineError: true },
    onSuccess: () => {
      toast.success(SUCCESS_MESSAGES.passwordChanged);
      onSuccess();
    },
  });
}
