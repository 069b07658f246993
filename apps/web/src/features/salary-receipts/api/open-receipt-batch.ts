import type { SalaryReceiptKind } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
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
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.openBatch, { body: fields }),
    inlineError: true,
  });
}
