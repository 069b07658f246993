import { POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { postFormData } from '../post-images.ts';
import type { PostWrite } from './create-post.ts';
import { postKeys } from './post-keys.ts';

/** PUT /api/posts/:id: the new text, the saved images kept (keepImageIds) and new ones. */
export function updatePost(id: string, { text, images }: PostWrite) {
  return apiRequest(POSTS_ENDPOINTS.updatePost, {
    params: { id },
    formData: postFormData(text, images, true),
  });
}

export function useUpdatePost(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  return useAppMutation({
    mutationFn: (write: PostWrite) => updatePost(id, write),
    invalidates: [postKeys.all],
    successMessage: POST_MESSAGES.updated,
    inlineError: true,
    onSuccess,
  });
}
