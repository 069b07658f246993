import { type SalaryReceiptKind, salaryReceiptBatchSchema } from '@quadro/contract/salary-receipts';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

export interface BatchFields {
  year: number;
  month: number;
  kind: SalaryReceiptKind;
}

/** POST /api/salary-receipts/batches {year, month, kind}: a month's bulk upload, empty. */
export function useOpenReceiptBatch() {
  return useAppMutation({
    mutationFn: (fields: BatchFields) =>
      apiRequest('/api/salary-receipts/batches', {
        method: 'POST',
        json: fields,
        schema: salaryReceiptBatchSchema,
      }),
    inlineError: true,
  });
}
