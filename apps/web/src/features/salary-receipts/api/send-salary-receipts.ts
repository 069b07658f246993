import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './salary-receipt-keys.ts';
import { toastMessage } from './salary-receipt-requests.ts';

const sentSchema = z.object({ message: z.string(), sent: z.number() });

/** PUT /api/salary-receipts/send-to-approval {ids}: the selected receipts, all or none. */
export function useSendSalaryReceipts(onDone: () => void) {
  return useAppMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/api/salary-receipts/send-to-approval', {
        method: 'PUT',
        json: { ids },
        schema: sentSchema,
      }),
    invalidates,
    onSuccess: (result) => {
      toastMessage(result);
      onDone();
    },
  });
}
