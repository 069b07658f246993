import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { inDialog } from './salary-receipt-requests.ts';

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
