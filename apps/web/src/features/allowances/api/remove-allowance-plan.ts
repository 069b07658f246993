import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

const messageSchema = z.object({ message: z.string() });

/** DELETE /api/allowances/{id}: 'Item has been removed'. */
export function removeAllowancePlan(id: string) {
  return apiRequest(`/api/allowances/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useRemoveAllowancePlan() {
  return useAppMutation({
    mutationFn: removeAllowancePlan,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => toast.success(result.message),
  });
}
