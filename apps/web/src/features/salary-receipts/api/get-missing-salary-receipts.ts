import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { Period } from '../receipt-filters.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/missing?year=&month=: who has no salary receipt for the month yet. */
export function useMissingSalaryReceipts(period: Period) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.missing, period],
    queryFn: () =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.listMissing, {
        query: { year: period.year, month: period.month },
      }),
    placeholderData: keepPreviousData,
  });
}
