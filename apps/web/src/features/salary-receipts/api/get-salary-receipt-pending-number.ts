import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/pending-number: reads a number (menu badge). */
export const salaryReceiptPendingQuery = queryOptions({
  queryKey: salaryReceiptKeys.pending,
  queryFn: () => apiRequest(SALARY_RECEIPTS_ENDPOINTS.pendingNumber),
});
