import {
  type SalaryReceiptApproval,
  type SalaryReceiptKind,
  salaryReceiptResultSchema,
} from '@quadro/contract/salary-receipts';
import { z } from 'zod';
import { apiDownload, apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { salaryReceiptKeys } from './salary-receipt-queries.ts';

const messageSchema = z.object({ message: z.string() });
const sentSchema = z.object({ message: z.string(), sent: z.number() });

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
      apiRequest('/api/salary-receipts', {
        method: 'POST',
        formData: multipart({
          employeeId: input.employeeId,
          year: input.year,
          month: input.month,
          kind: input.kind,
          file: input.file,
        }),
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

/** PUT /api/salary-receipts/send-to-approval {ids}: the selected receipts, all or none. */
export function useSendSalaryReceipts(onDone: () => void) {
  return useAppMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/api/salary-receipts/send-to-approval', {
        method: 'PUT',
        json: { ids },
        schema: sentSchema,
      }),
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
      apiRequest('/api/salary-receipts/approval', {
        method: 'PUT',
        json: decision,
        schema: salaryReceiptResultSchema,
      }),
    invalidates,
    onSuccess: toastMessage,
  });
}

/** DELETE /api/salary-receipts/{id}. */
export function useRemoveSalaryReceipt() {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/salary-receipts/${id}`, { method: 'DELETE', schema: messageSchema }),
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
