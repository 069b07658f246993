import Stack from '@mui/material/Stack';
import { SALARY_RECEIPT_KIND_NAMES, type SalaryReceipt } from '@quadro/contract/salary-receipts';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import {
  RowActionButton,
  type RowActionProps,
} from '../../../components/table/row-action-button.tsx';
import { periodText } from '../receipt-filters.ts';

/** What a row's buttons do: edit it, decide on it (one receipt at a time), remove it. */
export type ReceiptRowAction = 'edit' | 'approve' | 'reject' | 'remove';

/** 'Ana Ferreira, October 2026, Salary': what names a receipt's controls for screen readers. */
export const receiptLabel = (receipt: SalaryReceipt) =>
  `${receipt.employee.name}, ${periodText(receipt)}, ${SALARY_RECEIPT_KIND_NAMES[receipt.kind]}`;

// The uploaded file's name on one line, cut short with an ellipsis when long.
const FILE_CELL = {
  '& .MuiLink-root': {
    display: 'block',
    maxWidth: 200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'left',
  },
} as const;

const COLUMNS: QueueColumn<SalaryReceipt>[] = [
  { header: 'Employee', cell: (receipt) => receipt.employee.name },
  { header: 'Period', cell: periodText, sx: { whiteSpace: 'nowrap' } },
  { header: 'Kind', cell: (receipt) => SALARY_RECEIPT_KIND_NAMES[receipt.kind] },
  {
    header: 'File',
    cell: (receipt) => <ProtectedFileLink path={receipt.file} label={receipt.fileName} />,
    sx: FILE_CELL,
  },
];

/** Finance's queue: receipts still to send can be picked to send them together. */
export function SalaryReceiptsTable({
  receipts,
  selection,
  onAction,
}: {
  receipts: SalaryReceipt[];
  selection: ApprovalSelection;
  onAction: (action: ReceiptRowAction, receipt: SalaryReceipt) => void;
}) {
  return (
    <ApprovalQueue
      label="Salary receipts"
      rows={receipts}
      rowKey={(receipt) => receipt.id}
      columns={COLUMNS}
      trailingColumns={[
        {
          header: 'Sent by',
          cell: (receipt) => receipt.sentBy?.name ?? '—',
          sx: { whiteSpace: 'nowrap' },
        },
        {
          header: 'Actions',
          cell: (receipt) => (
            <ReceiptActions receipt={receipt} onAction={(action) => onAction(action, receipt)} />
          ),
        },
      ]}
      status={(receipt) => receipt.status}
      rejectionReason={(receipt) => receipt.rejectionReason}
      statusSx={{ maxWidth: 260 }}
      selection={{
        ...selection,
        canPick: (receipt) => receipt.editable,
        pickLabel: (receipt) => `Pick ${receiptLabel(receipt)}`,
        pickAllLabel: 'Pick every receipt of the page to send',
      }}
      minWidth={980}
    />
  );
}

/** A receipt's buttons as its state allows, each named after it ('Approve: Ana Ferreira, …'). */
function ReceiptActions({
  receipt,
  onAction,
}: {
  receipt: SalaryReceipt;
  onAction: (action: ReceiptRowAction) => void;
}) {
  const button = (action: ReceiptRowAction, props: Omit<RowActionProps, 'onClick'>) => (
    <RowActionButton
      {...props}
      itemLabel={receiptLabel(receipt)}
      onClick={() => onAction(action)}
    />
  );
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {receipt.editable && button('edit', { label: 'Edit' })}
      {receipt.status === 'PendingApproval' && (
        <>
          {button('approve', { label: 'Approve', variant: 'contained' })}
          {button('reject', { label: 'Reject', color: 'error' })}
        </>
      )}
      {receipt.status !== 'Approved' && button('remove', { label: 'Remove', color: 'error' })}
    </Stack>
  );
}
