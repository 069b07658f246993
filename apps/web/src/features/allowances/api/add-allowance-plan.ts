import type { NewAllowancePlan } from '@quadro/contract/allowances';
import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** POST /api/allowances: the employee's plan for the target year ('Data has been saved'). */
export function addAllowancePlan(plan: NewAllowancePlan) {
  return apiRequest(ALLOWANCES_ENDPOINTS.addMyPlan, { body: plan });
}

/** The refusal (a field's, or a third plan's) is the form's to show. */
export function useAddAllowancePlan(onDone: () => void) {
  return useAppMutation({
    mutationFn: addAllowancePlan,
    invalidates: [allowanceKeys.all],
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
