import { type AllowancePlanChanges, allowancePlanResultSchema } from '@quadro/contract/allowances';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

/**
 * PUT /api/allowances/{id}: the schedule, month or agreement (the employee's own plan while it may
 * change); finance and admin may set the amount too, or null to compute it again.
 */
export function updateAllowancePlan({ id, ...changes }: AllowancePlanChanges & { id: string }) {
  return apiRequest(`/api/allowances/${id}`, {
    method: 'PUT',
    json: changes,
    schema: allowancePlanResultSchema,
  });
}

export function useUpdateAllowancePlan(onDone: () => void) {
  return useAppMutation({
    mutationFn: updateAllowancePlan,
    invalidates: [allowanceKeys.all],
    inlineError: true,
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });
}
