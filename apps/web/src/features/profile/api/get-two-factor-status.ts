import { twoFactorStatusSchema } from '@quadro/contract/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/accounts/two-factor: whether the signed-in user's sign-in asks for a code. */
export function getTwoFactorStatus() {
  return apiRequest('/api/accounts/two-factor', { schema: twoFactorStatusSchema });
}

export const twoFactorStatusQuery = queryOptions({
  queryKey: ['two-factor'],
  queryFn: getTwoFactorStatus,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}
