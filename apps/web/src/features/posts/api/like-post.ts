import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { showResponses } from './post-responses-cache.ts';

/** PUT /api/posts/:id/like to like, DELETE to take the like back: one toggle. */
export function likePost(id: string, liked: boolean) {
  return apiRequest(liked ? POSTS_ENDPOINTS.like : POSTS_ENDPOINTS.unlike, { params: { id } });
}

export function useLikePost(id: string) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (liked: boolean) => likePost(id, liked),
    onSuccess: (responses) => void showResponses(queryClient, id, responses),
  });
}
