import { accountSchema } from '@quadro/contract/account';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

/** PUT /api/accounts/profile-picture: multipart with one `file` field, answered by the updated account. */
export function changeProfilePicture(picture: Blob) {
  const formData = new FormData();
  formData.append('file', picture, 'profile-picture.jpg');
  return apiRequest('/api/accounts/profile-picture', {
    method: 'PUT',
    formData,
    schema: accountSchema,
  });
}

export function useChangeProfilePicture({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfilePicture,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey });
      toast.success(SUCCESS_MESSAGES.profilePictureEdited);
      onSuccess?.();
    },
  });
}
