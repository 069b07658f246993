import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** PUT /api/allowances/send-to-approval {ids}: spec §4, each selected plan to PENDING_APPROVAL. */
export function sendAllowancePlans(ids: string[]) {
  return apiRequest(ALLOWANCES_ENDPOINTS.sendToApproval, { body: { ids } });
}

export function useSendAllowancePlans(onDone: () => void) {
  return useAppMutation({
    mutationFn: sendAllowancePlans,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
