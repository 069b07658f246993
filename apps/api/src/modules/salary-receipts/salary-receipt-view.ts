import type { ApprovalStatus } from '@quadro/contract/approval';
import { isApprovalEditable } from '@quadro/contract/approval';
import { endpointUrl } from '@quadro/contract/endpoint';
import type {
  MySalaryReceipt,
  SalaryReceipt,
  SalaryReceiptKind,
} from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import type { ReceiptRow } from './salary-receipts.repository.ts';
import type { SalaryReceiptRow } from './salary-receipts.schema.ts';

export const filePath = (id: string) =>
  endpointUrl(SALARY_RECEIPTS_ENDPOINTS.receiptFile, { params: { id } });

/** The name a receipt downloads under: `salary-receipt-2026-11.pdf`, never the uploader's. */
export function downloadName(receipt: Pick<SalaryReceiptRow, 'year' | 'month' | 'kind'>): string {
  const kind = receipt.kind.replace(/_/g, '-');
  const what = kind === 'salary' ? 'salary-receipt' : `salary-receipt-${kind}`;
  return `${what}-${receipt.year}-${String(receipt.month).padStart(2, '0')}.pdf`;
}

export function toSalaryReceipt(row: ReceiptRow): SalaryReceipt {
  const { receipt } = row;
  return {
    id: receipt.id,
    employee: { id: receipt.employeeId, name: row.employeeName },
    year: receipt.year,
    month: receipt.month,
    kind: receipt.kind as SalaryReceiptKind,
    status: receipt.status as ApprovalStatus,
    rejectionReason: receipt.rejectionReason,
    file: filePath(receipt.id),
    fileName: row.file.originalName,
    sizeBytes: row.file.sizeBytes,
    sentBy: receipt.sentBy && row.senderName ? { id: receipt.sentBy, name: row.senderName } : null,
    editable: isApprovalEditable(receipt.status),
    createdAt: receipt.createdAt.toISOString(),
    updatedAt: receipt.updatedAt.toISOString(),
  };
}

export function toMySalaryReceipt(row: {
  receipt: SalaryReceiptRow;
  file: StoredFile;
}): MySalaryReceipt {
  const { receipt } = row;
  return {
    id: receipt.id,
    year: receipt.year,
    month: receipt.month,
    kind: receipt.kind as SalaryReceiptKind,
    file: filePath(receipt.id),
    fileName: downloadName(receipt),
    publishedAt: (receipt.publishedAt ?? receipt.updatedAt).toISOString(),
    isNew: receipt.viewedAt === null,
  };
}
