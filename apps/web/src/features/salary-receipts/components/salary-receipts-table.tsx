import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SALARY_RECEIPT_KIND_NAMES, type SalaryReceipt } from '@quadro/contract/salary-receipts';
import type { ReactNode } from 'react';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import {
  RowActionButton,
  type RowActionProps,
} from '../../../components/table/row-action-button.tsx';
import { periodText } from '../receipt-filters.ts';

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
const COLUMNS = ['Employee', 'Period', 'Kind', 'File', 'Status', 'Sent by', 'Actions'];

/** 'Ana Ferreira, October 2026, Salary': what names a receipt's controls for screen readers. */
export const receiptLabel = (receipt: SalaryReceipt) =>
  `${receipt.employee.name}, ${periodText(receipt)}, ${SALARY_RECEIPT_KIND_NAMES[receipt.kind]}`;

/** Finance's table: receipts still to send can be picked to send them together. */
export function SalaryReceiptsTable({
  receipts,
  selected,
  onSelect,
  actionsOf,
}: {
  receipts: SalaryReceipt[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], picked: boolean) => void;
  actionsOf: (receipt: SalaryReceipt) => ReactNode;
}) {
  const sendable = receipts.filter((receipt) => receipt.editable).map((receipt) => receipt.id);
  const allPicked = sendable.length > 0 && sendable.every((id) => selected.has(id));
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Salary receipts">
      <Table size="small" aria-label="Salary receipts" sx={{ minWidth: 980 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allPicked}
                indeterminate={!allPicked && sendable.some((id) => selected.has(id))}
                disabled={sendable.length === 0}
                onChange={(event) => onSelect(sendable, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Pick every receipt of the page to send' } }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {receipts.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>No Data</TableCell>
            </TableRow>
          )}
          {receipts.map((receipt) => (
            <TableRow key={receipt.id} hover selected={selected.has(receipt.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(receipt.id)}
                  disabled={!receipt.editable}
                  onChange={(event) => onSelect([receipt.id], event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Pick ${receiptLabel(receipt)}` } }}
                />
              </TableCell>
              <TableCell>{receipt.employee.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodText(receipt)}</TableCell>
              <TableCell>{SALARY_RECEIPT_KIND_NAMES[receipt.kind]}</TableCell>
              <TableCell sx={FILE_CELL}>
                <ProtectedFileLink path={receipt.file} label={receipt.fileName} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <ApprovalStatusChip status={receipt.status} />
                  {receipt.status === 'Rejected' && receipt.rejectionReason && (
                    <Typography variant="caption">
                      Rejection reason: {receipt.rejectionReason}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{receipt.sentBy?.name ?? '—'}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  {actionsOf(receipt)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row action named after its receipt for screen readers ('Approve: Ana Ferreira, …'). */
export function RowAction({ receipt, ...action }: RowActionProps & { receipt: SalaryReceipt }) {
  return <RowActionButton {...action} itemLabel={receiptLabel(receipt)} />;
}
