import { POST_MESSAGES, type RemovalInput } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { postKeys } from './post-keys.ts';

/** POST /api/posts/:id/removal: HR removes a post, the reason mailed to its author. */
export function removePost(id: string, body: RemovalInput) {
  return apiRequest(POSTS_ENDPOINTS.removePost, { params: { id }, body });
}

export function useRemovePost(
  id: string,
  { onSuccess, leavesPage }: { onSuccess?: () => void; leavesPage?: boolean } = {},
) {
  return useAppMutation({
    mutationFn: (body: RemovalInput) => removePost(id, body),
    invalidates: [postKeys.feeds],
    successMessage: POST_MESSAGES.removed,
    inlineError: true,
    onSuccess,
    leavesPage,
  });
}
