import { publicProfileSchema } from '@quadro/contract/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/people/:id: a person's public profile (404 sends the browser to the not-found page). */
export function getPublicProfile(personId: string) {
  return apiRequest(`/api/people/${encodeURIComponent(personId)}`, {
    schema: publicProfileSchema,
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
