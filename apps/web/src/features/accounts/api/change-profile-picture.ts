import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAccountChange } from './account-change.ts';

/** PUT /api/accounts/profile-picture: multipart with one `file` field, answered by the updated account. */
export function changeProfilePicture(picture: Blob) {
  const formData = new FormData();
  formData.append('file', picture, 'profile-picture.jpg');
  return apiRequest(ACCOUNTS_ENDPOINTS.replaceOwnProfilePicture, { formData });
}

export function useChangeProfilePicture({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useAccountChange({
    mutationFn: changeProfilePicture,
    successMessage: SUCCESS_MESSAGES.profilePictureEdited,
    onSuccess,
  });
}
