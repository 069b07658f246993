import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/accounts/interests: the interests the signed-in user picked. */
export function getOwnInterests() {
  return apiRequest(PEOPLE_ENDPOINTS.getOwnInterests);
}

export const ownInterestsQuery = queryOptions({
  queryKey: ['accounts', 'interests'],
  queryFn: getOwnInterests,
});

export function useOwnInterests() {
  return useQuery(ownInterestsQuery);
}
