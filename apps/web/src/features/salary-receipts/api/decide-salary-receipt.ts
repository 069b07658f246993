import {
  type SalaryReceiptApproval,
  salaryReceiptResultSchema,
} from '@quadro/contract/salary-receipts';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './salary-receipt-keys.ts';
import { toastMessage } from './salary-receipt-requests.ts';

/** PUT /api/salary-receipts/approval: a refusal (one's own receipt) is the server's toast. */
export function useDecideSalaryReceipt() {
  return useAppMutation({
    mutationFn: (decision: SalaryReceiptApproval) =>
      apiRequest('/api/salary-receipts/approval', {
        method: 'PUT',
        json: decision,
        schema: salaryReceiptResultSchema,
      }),
    invalidates,
    onSuccess: toastMessage,
  });
}
