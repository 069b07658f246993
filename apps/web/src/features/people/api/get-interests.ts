import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/interests: the catalogue HR curates. */
export function getInterests() {
  return apiRequest(PEOPLE_ENDPOINTS.listInterests);
}

export const interestsQuery = queryOptions({ queryKey: ['interests'], queryFn: getInterests });

export function useInterests() {
  return useQuery(interestsQuery);
}
