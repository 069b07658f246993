import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client.ts';

/** GET /api/accounts/two-factor: on or off, recovery codes left, required by the profile. */
export function getTwoFactorStatus() {
  return apiRequest(IDENTITY_ENDPOINTS.twoFactorStatus);
}

export const twoFactorStatusQuery = queryOptions({
  queryKey: ['accounts', 'two-factor'],
  queryFn: getTwoFactorStatus,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

/** Required by the profile and not on yet: nothing but the setup opens. */
export function mustSetUpTwoFactor(status: { enabled: boolean; required: boolean } | undefined) {
  return Boolean(status?.required && !status.enabled);
}
