import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './salary-receipt-keys.ts';
import { multipart, type ReceiptFormValues } from './salary-receipt-requests.ts';

/** PUT /api/salary-receipts/{id} (multipart year, month, kind and, when replaced, file). */
export function useUpdateSalaryReceipt(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: ReceiptFormValues & { id: string }) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.updateReceipt, {
        params: { id },
        formData: multipart({ ...input }),
      }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
