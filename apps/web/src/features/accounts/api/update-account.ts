import type { UpdateAccount } from '@quadro/contract/account';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { currentAccountQuery } from '../../../app/auth/current-account.ts';

export function updateAccount(changes: UpdateAccount): Promise<unknown> {
  return apiRequest(ACCOUNTS_ENDPOINTS.updateOwnAccount, { body: changes });
}

export function useUpdateAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useAppMutation({
    mutationFn: updateAccount,
    invalidates: [currentAccountQuery.queryKey],
    successMessage: SUCCESS_MESSAGES.profileEdited,
    onSuccess,
  });
}
