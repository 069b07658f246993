import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useSubmission } from '../../../app/api/use-submission.ts';

interface ResetPasswordInput {
  userId: string;
  code: string;
  password: string;
  confirmedPassword: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  const body = {
    userId: input.userId,
    code: input.code,
    password: input.password,
    confirm_password: input.confirmedPassword,
    ...WEB_CLIENT,
  };
  return apiRequest(IDENTITY_ENDPOINTS.resetPassword, { body }, { anonymous: true });
}

export function useResetPassword() {
  return useSubmission(resetPassword);
}
