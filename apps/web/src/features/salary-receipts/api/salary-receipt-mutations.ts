import type { SalaryReceiptApproval, SalaryReceiptKind } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiDownload, apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { salaryReceiptKeys } from './salary-receipt-queries.ts';

/** Every answer carries its sentence ('Data has been saved', …): it is the toast. */
const toastMessage = (result: { message: string }) => toast.success(result.message);
const invalidates = [salaryReceiptKeys.all] as const;

export interface ReceiptFormValues {
  year: number;
  month: number;
  kind: SalaryReceiptKind;
  file?: File | undefined;
}

function multipart(values: Record<string, string | number | File | undefined>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) formData.append(key, value, value.name);
    else if (value !== undefined) formData.append(key, String(value));
  }
  return formData;
}

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
      toastMessage(result);
      onDone();
    },
  });
}

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
      toastMessage(result);
      onDone();
    },
  });
}

/** PUT /api/salary-receipts/send-to-approval {ids}: the selected receipts, all or none. */
export function useSendSalaryReceipts(onDone: () => void) {
  return useAppMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.sendToApproval, { body: { ids } }),
    invalidates,
    onSuccess: (result) => {
      toastMessage(result);
      onDone();
    },
  });
}

/** PUT /api/salary-receipts/approval: a refusal (one's own receipt) is the server's toast. */
export function useDecideSalaryReceipt() {
  return useAppMutation({
    mutationFn: (decision: SalaryReceiptApproval) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.decideReceipt, { body: decision }),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** DELETE /api/salary-receipts/{id}. */
export function useRemoveSalaryReceipt() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(SALARY_RECEIPTS_ENDPOINTS.removeReceipt, { params: { id } }),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** GET /api/salary-receipts/{id}/file saved under its name; it is no longer new afterwards. */
export function useDownloadSalaryReceipt() {
  return useAppMutation({
    mutationFn: async (receipt: { file: string; fileName: string }) => {
      const file = await apiDownload(receipt.file, receipt.fileName);
      saveDownload(file.blob, file.fileName);
    },
    invalidates: [salaryReceiptKeys.mine],
  });
}
