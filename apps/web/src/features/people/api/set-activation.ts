import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** PUT /api/accounts/:id/activation (hr): activate, deactivate or reactivate an account. */
export function setActivation({ id, enabled }: { id: string; enabled: boolean }) {
  return apiRequest(ACCOUNTS_ENDPOINTS.setAccountEnabled, { params: { id }, body: { enabled } });
}

export function useSetActivation(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: setActivation,
    invalidates: [['employees']],
    successMessage: TABLE_MESSAGES.updated,
    onSuccess,
  });
}
