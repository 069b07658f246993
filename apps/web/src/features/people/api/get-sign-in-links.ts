import { SSO_ENDPOINTS } from '@quadro/contract/sso.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/**
 * GET /api/employees/:id/sign-in-links (hr): how the person is linked to identity providers. A
 * panel of the page: whether the person exists is the page's own call to decide.
 */
export function getSignInLinks(id: string) {
  return apiRequest(
    SSO_ENDPOINTS.listSignInLinksOf,
    { params: { id } },
    { redirectOnNotFound: false },
  );
}

export const signInLinksQuery = (id: string) =>
  queryOptions({
    queryKey: ['employees', 'sign-in-links', id],
    queryFn: () => getSignInLinks(id),
  });

export function useSignInLinks(id: string) {
  return useQuery(signInLinksQuery(id));
}
