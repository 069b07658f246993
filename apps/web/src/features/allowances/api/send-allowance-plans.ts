import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

const sentSchema = z.object({ message: z.string(), sent: z.number() });

/** PUT /api/allowances/send-to-approval {ids}: spec §4, each selected plan to PENDING_APPROVAL. */
export function sendAllowancePlans(ids: string[]) {
  return apiRequest('/api/allowances/send-to-approval', {
    method: 'PUT',
    json: { ids },
    schema: sentSchema,
  });
}

export function useSendAllowancePlans(onDone: () => void) {
  return useAppMutation({
    mutationFn: sendAllowancePlans,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });
}
