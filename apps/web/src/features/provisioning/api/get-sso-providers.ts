import { SSO_ENDPOINTS } from '@quadro/contract/sso.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/sso/providers: the configured identity providers, whose mapping a SCIM token uses. */
export function getSsoProviders() {
  return apiRequest(SSO_ENDPOINTS.listSsoProviders);
}

export const ssoProvidersQuery = queryOptions({
  queryKey: ['sso-providers'],
  queryFn: getSsoProviders,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSsoProviders() {
  return useQuery(ssoProvidersQuery);
}
