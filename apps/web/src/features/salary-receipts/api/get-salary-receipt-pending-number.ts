import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/pending-number: reads a number (menu badge). */
export const salaryReceiptPendingQuery = queryOptions({
  queryKey: salaryReceiptKeys.pending,
  queryFn: () => apiRequest('/api/salary-receipts/pending-number', { schema: z.number() }),
});
