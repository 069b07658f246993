import type { RegisterRequest } from '@quadro/contract/identity';
import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useSubmission } from '../../../app/api/use-submission.ts';

type RegisterInput = Omit<RegisterRequest, 'client_id' | 'client_secret'>;

export function register(input: RegisterInput): Promise<unknown> {
  return apiRequest(
    IDENTITY_ENDPOINTS.registerAccount,
    { body: { ...input, ...WEB_CLIENT } },
    { anonymous: true },
  );
}

export function useRegister() {
  return useSubmission(register);
}
