import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { postKeys } from './post-keys.ts';

/** GET /api/feed/celebrations: today's birthdays and work anniversaries. */
export function getCelebrations() {
  return apiRequest(POSTS_ENDPOINTS.celebrations);
}

export const celebrationsQuery = queryOptions({
  queryKey: postKeys.celebrations,
  queryFn: getCelebrations,
});

export function useCelebrations() {
  return useQuery(celebrationsQuery);
}
