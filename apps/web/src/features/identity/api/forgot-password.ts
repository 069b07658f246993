import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useSubmission } from '../../../app/api/use-submission.ts';

export function forgotPassword({ email }: { email: string }): Promise<unknown> {
  return apiRequest(
    IDENTITY_ENDPOINTS.requestPasswordReset,
    { body: { email, ...WEB_CLIENT } },
    { anonymous: true },
  );
}

export function useForgotPassword() {
  return useSubmission(forgotPassword);
}
