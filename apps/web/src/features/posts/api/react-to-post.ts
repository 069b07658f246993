import type { PostReaction } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { showResponses } from './post-responses-cache.ts';

/** PUT /api/posts/:id/reaction (one per person, a new one replaces it); DELETE with null. */
export function reactToPost(id: string, reaction: PostReaction | null) {
  return reaction
    ? apiRequest(POSTS_ENDPOINTS.react, { params: { id }, body: { reaction } })
    : apiRequest(POSTS_ENDPOINTS.unreact, { params: { id } });
}

export function useReactToPost(id: string) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (reaction: PostReaction | null) => reactToPost(id, reaction),
    onSuccess: (responses) => void showResponses(queryClient, id, responses),
  });
}
