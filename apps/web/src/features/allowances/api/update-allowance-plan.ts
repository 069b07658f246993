import type { AllowancePlanChanges } from '@quadro/contract/allowances';
import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/**
 * PUT /api/allowances/{id}: the schedule, month or agreement (the employee's own plan while it may
 * change); finance and admin may set the amount too, or null to compute it again.
 */
export function updateAllowancePlan({ id, ...changes }: AllowancePlanChanges & { id: string }) {
  return apiRequest(ALLOWANCES_ENDPOINTS.updatePlan, { params: { id }, body: changes });
}

export function useUpdateAllowancePlan(onDone: () => void) {
  return useAppMutation({
    mutationFn: updateAllowancePlan,
    invalidates: [allowanceKeys.all],
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
