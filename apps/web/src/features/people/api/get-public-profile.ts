import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/people/:id: a person's public profile (404 sends the browser to the not-found page). */
export function getPublicProfile(personId: string) {
  return apiRequest(PEOPLE_ENDPOINTS.getPublicProfile, {
    params: { id: encodeURIComponent(personId) },
  });
}

export const publicProfileQuery = (personId: string) =>
  queryOptions({
    queryKey: ['people', 'profile', personId],
    queryFn: () => getPublicProfile(personId),
  });

export function usePublicProfile(personId: string) {
  return useQuery(publicProfileQuery(personId));
}
