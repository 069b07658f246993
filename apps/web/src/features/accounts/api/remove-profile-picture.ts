import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAccountChange } from './account-change.ts';

/** DELETE /api/accounts/profile-picture, answered by the updated account. */
export function removeProfilePicture() {
  return apiRequest(
    ACCOUNTS_ENDPOINTS.removeOwnProfilePicture,
    {},
    {
      // A 404 means "no picture to remove" (e.g. removed in another tab): a toast, not the 404 page.
      redirectOnNotFound: false,
    },
  );
}

export function useRemoveProfilePicture({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useAccountChange({
    mutationFn: removeProfilePicture,
    successMessage: SUCCESS_MESSAGES.profilePictureDeleted,
    onSuccess,
  });
}
