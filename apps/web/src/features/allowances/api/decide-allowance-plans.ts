import type { AllowanceApproval } from '@quadro/contract/allowances';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

const decidedSchema = z.object({ message: z.string(), decided: z.number() });

/**
 * PUT /api/allowances/approval {ids, decision, reason?}: all or none; a plan one sent or owns is
 * refused (403), which is the server's toast.
 */
export function decideAllowancePlans(decision: AllowanceApproval) {
  return apiRequest('/api/allowances/approval', {
    method: 'PUT',
    json: decision,
    schema: decidedSchema,
  });
}

export function useDecideAllowancePlans(onDone: () => void) {
  return useAppMutation({
    mutationFn: decideAllowancePlans,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });
}
