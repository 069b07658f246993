import type { ConfirmSalaryReceiptBatch } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';
import { inDialog } from './salary-receipt-requests.ts';

/**
 * PUT /api/salary-receipts/batches/{id}/confirm {items}: every receipt created at once, or none
 * (a refusal names `items.{n}.employeeId`, for the dialog to show on that row).
 */
export function useConfirmReceiptBatch(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ batchId, items }: { batchId: string } & ConfirmSalaryReceiptBatch) =>
      apiRequest(
        SALARY_RECEIPTS_ENDPOINTS.confirmBatch,
        { params: { id: batchId }, body: { items } },
        { ...inDialog },
      ),
    invalidates: [salaryReceiptKeys.all],
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
