import type { ConfirmSalaryReceiptBatch } from '@quadro/contract/salary-receipts';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';
import { inDialog } from './salary-receipt-requests.ts';

const confirmedSchema = z.object({ message: z.string(), created: z.number() });

/**
 * PUT /api/salary-receipts/batches/{id}/confirm {items}: every receipt created at once, or none
 * (a refusal names `items.{n}.employeeId`, for the dialog to show on that row).
 */
export function useConfirmReceiptBatch(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ batchId, items }: { batchId: string } & ConfirmSalaryReceiptBatch) =>
      apiRequest(`/api/salary-receipts/batches/${batchId}/confirm`, {
        method: 'PUT',
        json: { items },
        schema: confirmedSchema,
        ...inDialog,
      }),
    invalidates: [salaryReceiptKeys.all],
    inlineError: true,
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });
}
