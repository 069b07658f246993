import type { RegisterRequest } from '@quadro/contract/auth';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

type RegisterInput = Omit<RegisterRequest, 'client_id' | 'client_secret'>;

export function register(input: RegisterInput): Promise<unknown> {
  return apiRequest('/account/Register', {
    method: 'POST',
    json: { ...input, ...WEB_CLIENT },
    anonymous: true,
  });
}

export function useRegister() {
  return useAppMutation({ mutationFn: register, inlineError: true });
}
