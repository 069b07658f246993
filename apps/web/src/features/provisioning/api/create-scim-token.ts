import type { CreateScimToken } from '@quadro/contract/provisioning';
import { PROVISIONING_ENDPOINTS } from '@quadro/contract/provisioning.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { scimTokensQuery } from './get-scim-tokens.ts';

/** POST /api/scim-tokens (hr): the answer carries the token, this once. */
export function createScimToken(body: CreateScimToken) {
  return apiRequest(PROVISIONING_ENDPOINTS.createScimToken, { body });
}

/** A refused name shows under the field; the new token shows in the dialog, not in a toast. */
export function useCreateScimToken() {
  return useAppMutation({
    mutationFn: createScimToken,
    invalidates: [scimTokensQuery.queryKey],
    inlineError: true,
  });
}
