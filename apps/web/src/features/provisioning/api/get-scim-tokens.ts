import { PROVISIONING_ENDPOINTS } from '@quadro/contract/provisioning.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/scim-tokens (hr): the SCIM provisioning tokens, revoked ones included. */
export function getScimTokens() {
  return apiRequest(PROVISIONING_ENDPOINTS.listScimTokens);
}

export const scimTokensQuery = queryOptions({
  queryKey: ['scim-tokens'],
  queryFn: getScimTokens,
});

export function useScimTokens() {
  return useQuery(scimTokensQuery);
}
