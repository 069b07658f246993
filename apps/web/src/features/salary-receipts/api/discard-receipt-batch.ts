import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { inDialog } from './salary-receipt-requests.ts';

/** DELETE /api/salary-receipts/batches/{id}: the batch and its PDFs are dropped. */
export function discardReceiptBatch(batchId: string) {
  return apiRequest(
    SALARY_RECEIPTS_ENDPOINTS.discardBatch,
    { params: { id: batchId } },
    { ...inDialog },
  );
}
