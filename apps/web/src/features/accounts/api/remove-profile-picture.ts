import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';

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
  return useAppMutation({
    mutationFn: removeProfilePicture,
    invalidates: [currentAccountQuery.queryKey],
    successMessage: SUCCESS_MESSAGES.profilePictureDeleted,
    onSuccess,
  });
}
