import { type CelebrationPreference, POST_MESSAGES } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { postKeys } from './post-keys.ts';

/** PUT /api/feed/celebrations/preference: hide or show one's birthday and anniversary. */
export function saveCelebrationPreference(body: CelebrationPreference) {
  return apiRequest(POSTS_ENDPOINTS.saveCelebrationPreference, { body });
}

export function useSaveCelebrationPreference() {
  return useAppMutation({
    mutationFn: saveCelebrationPreference,
    invalidates: [postKeys.preference, postKeys.celebrations],
    successMessage: POST_MESSAGES.preferenceSaved,
  });
}
