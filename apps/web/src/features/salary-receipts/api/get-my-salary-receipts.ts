import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/mine?year=: the employee's published receipts, newest first. */
export function useMySalaryReceipts(year: number | undefined) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.mine, { year }],
    queryFn: () => apiRequest(SALARY_RECEIPTS_ENDPOINTS.myReceipts, { query: { year } }),
    placeholderData: keepPreviousData,
  });
}
