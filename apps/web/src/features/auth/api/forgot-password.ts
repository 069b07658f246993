import { WEB_CLIENT } from '@quadro/contract/oauth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export function forgotPassword({ email }: { email: string }): Promise<unknown> {
  return apiRequest('/account/ForgotPassword', {
    method: 'POST',
    json: { email, ...WEB_CLIENT },
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { inlineError: true } });
}
