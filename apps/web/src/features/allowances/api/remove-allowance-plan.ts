import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** DELETE /api/allowances/{id}: 'Item has been removed'. */
export function removeAllowancePlan(id: string) {
  return apiRequest(ALLOWANCES_ENDPOINTS.removePlan, { params: { id } });
}

export function useRemoveAllowancePlan() {
  return useAppMutation({
    mutationFn: removeAllowancePlan,
    invalidates: [allowanceKeys.all],
    onSuccess: toastAnswer,
  });
}
