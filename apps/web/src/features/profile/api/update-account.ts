import type { UpdateAccount } from '@quadro/contract/account';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

export function updateAccount(changes: UpdateAccount): Promise<unknown> {
  return apiRequest('/api/accounts', { method: 'PUT', json: changes });
}

export function useUpdateAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey });
      toast.success(SUCCESS_MESSAGES.profileEdited);
      onSuccess?.();
    },
  });
}
