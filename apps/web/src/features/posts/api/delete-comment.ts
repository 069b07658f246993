import { POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { postKeys } from './post-keys.ts';

/** DELETE /api/posts/:id/comments/:commentId: its author or HR deletes a comment. */
export function deleteComment(id: string, commentId: string) {
  return apiRequest(POSTS_ENDPOINTS.deleteComment, { params: { id, commentId } });
}

export function useDeleteComment(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  return useAppMutation({
    mutationFn: (commentId: string) => deleteComment(id, commentId),
    invalidates: [postKeys.detail(id), postKeys.feeds],
    successMessage: POST_MESSAGES.commentDeleted,
    onSuccess,
  });
}
