import { accountSchema } from '@quadro/contract/account';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

/** DELETE /api/accounts/profile-picture, answered by the updated account. */
export function removeProfilePicture() {
  return apiRequest('/api/accounts/profile-picture', {
    method: 'DELETE',
    schema: accountSchema,
    // A 404 means "no picture to remove" (e.g. removed in another tab): a toast, not the 404 page.
    redirectOnNotFound: false,
  });
}

export function useRemoveProfilePicture({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey });
      toast.success(SUCCESS_MESSAGES.profilePictureDeleted);
      onSuccess?.();
    },
  });
}
