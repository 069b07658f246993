import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './salary-receipt-keys.ts';
import { multipart, type ReceiptFormValues } from './salary-receipt-requests.ts';

/** POST /api/salary-receipts (multipart employeeId, year, month, kind, file). */
export function useAddSalaryReceipt(onDone: () => void) {
  return useAppMutation({
    mutationFn: (input: ReceiptFormValues & { employeeId: string }) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.addReceipt, {
        formData: multipart({
          employeeId: input.employeeId,
          year: input.year,
          month: input.month,
          kind: input.kind,
          file: input.file,
        }),
      }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
