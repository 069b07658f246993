import { PROVISIONING_MESSAGES } from '@quadro/contract/provisioning';
import { PROVISIONING_ENDPOINTS } from '@quadro/contract/provisioning.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { scimTokensQuery } from './get-scim-tokens.ts';

/** DELETE /api/scim-tokens/:id (hr): the provider is refused from then on. */
export function revokeScimToken(id: string) {
  return apiRequest(PROVISIONING_ENDPOINTS.revokeScimToken, { params: { id } });
}

export function useRevokeScimToken(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: revokeScimToken,
    invalidates: [scimTokensQuery.queryKey],
    successMessage: PROVISIONING_MESSAGES.tokenRevoked,
    onSuccess,
  });
}
