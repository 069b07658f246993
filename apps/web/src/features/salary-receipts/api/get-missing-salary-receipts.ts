import { missingSalaryReceiptsSchema } from '@quadro/contract/salary-receipts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { Period } from '../receipt-filters.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/missing?year=&month=: who has no salary receipt for the month yet. */
export function useMissingSalaryReceipts(period: Period) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.missing, period],
    queryFn: () =>
      apiRequest(`/api/salary-receipts/missing?year=${period.year}&month=${period.month}`, {
        schema: missingSalaryReceiptsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
