import { twoFactorSetupSchema } from '@quadro/contract/two-factor';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** POST /api/accounts/two-factor/setup: a new secret for the app, waiting for its first code. */
export function startTwoFactorSetup() {
  return apiRequest('/api/accounts/two-factor/setup', {
    method: 'POST',
    schema: twoFactorSetupSchema,
  });
}

export function useStartTwoFactorSetup() {
  return useAppMutation({ mutationFn: startTwoFactorSetup });
}
