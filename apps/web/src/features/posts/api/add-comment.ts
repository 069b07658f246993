import { type CommentInput, POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { postKeys } from './post-keys.ts';

/** POST /api/posts/:id/comments: a comment (1 to 1,000 characters, mentions mailed once). */
export function addComment(id: string, body: CommentInput) {
  return apiRequest(POSTS_ENDPOINTS.addComment, { params: { id }, body });
}

export function useAddComment(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  return useAppMutation({
    mutationFn: (body: CommentInput) => addComment(id, body),
    invalidates: [postKeys.detail(id), postKeys.feeds],
    successMessage: POST_MESSAGES.commentAdded,
    inlineError: true,
    onSuccess,
  });
}
