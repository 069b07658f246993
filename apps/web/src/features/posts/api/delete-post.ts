import { POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { postKeys } from './post-keys.ts';

/** DELETE /api/posts/:id: its author deletes a post. */
export function deletePost(id: string) {
  return apiRequest(POSTS_ENDPOINTS.deletePost, { params: { id } });
}

export function useDeletePost(
  id: string,
  { onSuccess, leavesPage }: { onSuccess?: () => void; leavesPage?: boolean } = {},
) {
  return useAppMutation({
    mutationFn: () => deletePost(id),
    invalidates: [postKeys.feeds],
    successMessage: POST_MESSAGES.deleted,
    onSuccess,
    leavesPage,
  });
}
