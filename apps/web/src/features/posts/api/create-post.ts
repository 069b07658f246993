import { POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { type ComposerImage, postFormData } from '../post-images.ts';
import { postKeys } from './post-keys.ts';

export interface PostWrite {
  text: string;
  images: readonly ComposerImage[];
}

/** POST /api/posts: the text and every image in one multipart call; refusals shown by the form. */
export function createPost({ text, images }: PostWrite) {
  return apiRequest(POSTS_ENDPOINTS.createPost, { formData: postFormData(text, images, false) });
}

export function useCreatePost({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useAppMutation({
    mutationFn: createPost,
    invalidates: [postKeys.feeds],
    successMessage: POST_MESSAGES.created,
    inlineError: true,
    onSuccess,
  });
}
