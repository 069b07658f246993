import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './salary-receipt-keys.ts';
import { toastMessage } from './salary-receipt-requests.ts';

const messageSchema = z.object({ message: z.string() });

/** DELETE /api/salary-receipts/{id}. */
export function useRemoveSalaryReceipt() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/salary-receipts/${id}`, { method: 'DELETE', schema: messageSchema }),
    invalidates,
    onSuccess: toastMessage,
  });
}
