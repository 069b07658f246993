import type { SalaryReceiptApproval } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './salary-receipt-keys.ts';

/** PUT /api/salary-receipts/approval: a refusal (one's own receipt) is the server's toast. */
export function useDecideSalaryReceipt() {
  return useAppMutation({
    mutationFn: (decision: SalaryReceiptApproval) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.decideReceipt, { body: decision }),
    invalidates,
    onSuccess: toastAnswer,
  });
}
