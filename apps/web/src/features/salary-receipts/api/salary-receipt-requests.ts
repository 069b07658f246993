import type { SalaryReceiptKind } from '@quadro/contract/salary-receipts';

export interface ReceiptFormValues {
  year: number;
  month: number;
  kind: SalaryReceiptKind;
  file?: File | undefined;
}

export function multipart(values: Record<string, string | number | File | undefined>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) formData.append(key, value, value.name);
    else if (value !== undefined) formData.append(key, String(value));
  }
  return formData;
}

// A batch that is gone (discarded meanwhile) is the dialog's to say, not a trip to the 404 page.
export const inDialog = { redirectOnNotFound: false } as const;
