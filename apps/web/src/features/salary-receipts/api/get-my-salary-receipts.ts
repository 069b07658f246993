import { mySalaryReceiptsSchema } from '@quadro/contract/salary-receipts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/mine?year=: the employee's published receipts, newest first. */
export function useMySalaryReceipts(year: number | undefined) {
  return useQuery({
    queryKey: [...salaryReceiptKeys.mine, { year }],
    queryFn: () =>
      apiRequest(`/api/salary-receipts/mine${year === undefined ? '' : `?year=${year}`}`, {
        schema: mySalaryReceiptsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
