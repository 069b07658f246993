import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './salary-receipt-keys.ts';

/** PUT /api/salary-receipts/send-to-approval {ids}: the selected receipts, all or none. */
export function useSendSalaryReceipts(onDone: () => void) {
  return useAppMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.sendToApproval, { body: { ids } }),
    invalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
