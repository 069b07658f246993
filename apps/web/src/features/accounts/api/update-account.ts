import type { UpdateAccount } from '@quadro/contract/account';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAccountChange } from './account-change.ts';

export function updateAccount(changes: UpdateAccount) {
  return apiRequest(ACCOUNTS_ENDPOINTS.updateOwnAccount, { body: changes });
}

export function useUpdateAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useAccountChange({
    mutationFn: updateAccount,
    successMessage: SUCCESS_MESSAGES.profileEdited,
    onSuccess,
  });
}
