import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { postKeys } from './post-keys.ts';

/** GET /api/feed/celebrations/preference: whether the user hides their own celebrations. */
export function getCelebrationPreference() {
  return apiRequest(POSTS_ENDPOINTS.celebrationPreference);
}

export const celebrationPreferenceQuery = queryOptions({
  queryKey: postKeys.preference,
  queryFn: getCelebrationPreference,
});

export function useCelebrationPreference() {
  return useQuery(celebrationPreferenceQuery);
}
