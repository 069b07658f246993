import { accountActivationResultSchema } from '@quadro/contract/account';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** PUT /api/accounts/:id/activation (hr): activate, deactivate or reactivate an account. */
export function setActivation({ id, enabled }: { id: string; enabled: boolean }) {
  return apiRequest(`/api/accounts/${id}/activation`, {
    method: 'PUT',
    json: { enabled },
    schema: accountActivationResultSchema,
  });
}

export function useSetActivation(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: setActivation,
    invalidates: [['employees']],
    successMessage: TABLE_MESSAGES.updated,
    onSuccess,
  });
}
