import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { postKeys } from './post-keys.ts';

/** GET /api/posts/:id: the post, its comments (oldest first) and likers; a 404 opens not-found. */
export function getPost(id: string) {
  return apiRequest(POSTS_ENDPOINTS.post, { params: { id } });
}

export const postQuery = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: () => getPost(id) });

export function usePost(id: string) {
  return useQuery(postQuery(id));
}
