import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client.ts';

/** GET /api/accounts: the signed-in user's account, shared by the shell, the auth check and profile pages. */
export function getCurrentAccount() {
  return apiRequest(ACCOUNTS_ENDPOINTS.getOwnAccount);
}

/** The account a new access token belongs to, asked before the sign-in is stored. */
export function getAccountOf(accessToken: string) {
  return apiRequest(ACCOUNTS_ENDPOINTS.getOwnAccount, {}, { accessToken });
}

export const currentAccountQuery = queryOptions({
  queryKey: ['accounts', 'current'],
  queryFn: getCurrentAccount,
  meta: { inlineError: true },
});

export function useCurrentAccount() {
  return useQuery(currentAccountQuery);
}
