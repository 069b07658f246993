import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { allowanceKeys } from './allowance-keys.ts';

/** GET /api/allowances/pending-number: plans waiting for a decision (the menu badge). */
export function getAllowancePendingNumber() {
  return apiRequest(ALLOWANCES_ENDPOINTS.pendingNumber);
}

export const allowancePendingQuery = queryOptions({
  queryKey: allowanceKeys.pending,
  queryFn: getAllowancePendingNumber,
});
