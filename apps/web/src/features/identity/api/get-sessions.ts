import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/sessions: where the signed-in user is signed in. */
export function getSessions() {
  return apiRequest(IDENTITY_ENDPOINTS.listMySessions);
}

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: getSessions,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}
