import type {
  ConfirmSalaryReceiptBatch,
  SalaryReceiptKind,
} from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { salaryReceiptKeys } from './salary-receipt-queries.ts';

// A batch that is gone (discarded meanwhile) is the dialog's to say, not a trip to the 404 page.
const inDialog = { redirectOnNotFound: false } as const;

export interface BatchFields {
  year: number;
  month: number;
  kind: SalaryReceiptKind;
}

/** POST /api/salary-receipts/batches {year, month, kind}: a month's bulk upload, empty. */
export function useOpenReceiptBatch() {
  return useAppMutation({
    mutationFn: (fields: BatchFields) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.openBatch, { body: fields }),
    inlineError: true,
  });
}

/**
 * POST /api/salary-receipts/batches/{id}/files with one `file` part: the batch with the receipts
 * found in it; a refused file answers 4xx naming itself, and the batch keeps the rest.
 */
export function addReceiptBatchFile(batchId: string, file: File) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return apiRequest(
    SALARY_RECEIPTS_ENDPOINTS.addBatchFile,
    { params: { id: batchId }, formData },
    { ...inDialog },
  );
}

/** DELETE /api/salary-receipts/batches/{id}: the batch and its PDFs are dropped. */
export function discardReceiptBatch(batchId: string) {
  return apiRequest(
    SALARY_RECEIPTS_ENDPOINTS.discardBatch,
    { params: { id: batchId } },
    { ...inDialog },
  );
}

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
      toast.success(result.message);
      onDone();
    },
  });
}
