import type { AllowanceApproval } from '@quadro/contract/allowances';
import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/**
 * PUT /api/allowances/approval {ids, decision, reason?}: all or none; a plan one sent or owns is
 * refused (403), which is the server's toast.
 */
export function decideAllowancePlans(decision: AllowanceApproval) {
  return apiRequest(ALLOWANCES_ENDPOINTS.decidePlans, { body: decision });
}

export function useDecideAllowancePlans(onDone: () => void) {
  return useAppMutation({
    mutationFn: decideAllowancePlans,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
