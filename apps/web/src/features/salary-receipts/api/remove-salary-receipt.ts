import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './salary-receipt-keys.ts';

/** DELETE /api/salary-receipts/{id}. */
export function useRemoveSalaryReceipt() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.removeReceipt, { params: { id } }),
    invalidates,
    onSuccess: toastAnswer,
  });
}
