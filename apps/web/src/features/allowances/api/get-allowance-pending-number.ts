import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** GET /api/allowances/pending-number: plans waiting for a decision (the menu badge). */
export function getAllowancePendingNumber() {
  return apiRequest('/api/allowances/pending-number', { schema: z.number() });
}

export const allowancePendingQuery = queryOptions({
  queryKey: allowanceKeys.pending,
  queryFn: getAllowancePendingNumber,
});
