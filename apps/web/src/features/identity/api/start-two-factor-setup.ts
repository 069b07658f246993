import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** POST /api/accounts/two-factor/setup: a new secret for the app, waiting for its first code. */
export function startTwoFactorSetup() {
  return apiRequest(IDENTITY_ENDPOINTS.startTwoFactorSetup);
}

export function useStartTwoFactorSetup() {
  return useAppMutation({ mutationFn: startTwoFactorSetup });
}
