import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

export function forgotPassword({ email }: { email: string }): Promise<unknown> {
  return apiRequest(
    IDENTITY_ENDPOINTS.requestPasswordReset,
    { body: { email, ...WEB_CLIENT } },
    { anonymous: true },
  );
}

export function useForgotPassword() {
  return useAppMutation({ mutationFn: forgotPassword, inlineError: true });
}
