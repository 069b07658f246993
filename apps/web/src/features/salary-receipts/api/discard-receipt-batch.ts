import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { inDialog } from './salary-receipt-requests.ts';

const batchMessageSchema = z.object({ message: z.string() });

/** DELETE /api/salary-receipts/batches/{id}: the batch and its PDFs are dropped. */
export function discardReceiptBatch(batchId: string) {
  return apiRequest(`/api/salary-receipts/batches/${batchId}`, {
    method: 'DELETE',
    schema: batchMessageSchema,
    ...inDialog,
  });
}
