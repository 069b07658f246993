import { salaryReceiptResultSchema } from '@quadro/contract/salary-receipts';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './salary-receipt-keys.ts';
import { multipart, type ReceiptFormValues, toastMessage } from './salary-receipt-requests.ts';

/** PUT /api/salary-receipts/{id} (multipart year, month, kind and, when replaced, file). */
export function useUpdateSalaryReceipt(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: ReceiptFormValues & { id: string }) =>
      apiRequest(`/api/salary-receipts/${id}`, {
        method: 'PUT',
        formData: multipart({ ...input }),
        schema: salaryReceiptResultSchema,
      }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastMessage(result);
      onDone();
    },
  });
}
