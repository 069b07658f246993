import { interestCatalogueSchema } from '@quadro/contract/interests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/accounts/interests: the interests the signed-in user picked. */
export function getOwnInterests() {
  return apiRequest('/api/accounts/interests', { schema: interestCatalogueSchema });
}

export const ownInterestsQuery = queryOptions({
  queryKey: ['accounts', 'interests'],
  queryFn: getOwnInterests,
});

export function useOwnInterests() {
  return useQuery(ownInterestsQuery);
}
