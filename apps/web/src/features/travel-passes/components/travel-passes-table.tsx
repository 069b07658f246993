import Stack from '@mui/material/Stack';
import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import type { TravelPass } from '@quadro/contract/travel-passes';
import type { ReactNode } from 'react';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import {
  RowActionButton,
  type RowActionProps,
} from '../../../components/table/row-action-button.tsx';

const COLUMNS: QueueColumn<TravelPass>[] = [
  { header: 'Month', cell: (pass) => formatMonth(pass.month), sx: { whiteSpace: 'nowrap' } },
  { header: 'Value', cell: (pass) => (pass.value === null ? '—' : formatEuros(pass.value)) },
  {
    header: 'Receipt',
    cell: (pass) =>
      pass.attachment ? <ProtectedFileLink path={pass.attachment} label="Open receipt" /> : '—',
  },
];
const EMPLOYEE: QueueColumn<TravelPass> = {
  header: 'Employee',
  cell: (pass) => pass.employee.name,
};

/** Passes as an approval queue: month (and person for finance), value, receipt, state, what can be done. */
export function TravelPassesTable({
  passes,
  label,
  showEmployee = false,
  actionsOf,
}: {
  passes: TravelPass[];
  label: string;
  showEmployee?: boolean;
  actionsOf: (pass: TravelPass) => ReactNode;
}) {
  return (
    <ApprovalQueue
      label={label}
      rows={passes}
      rowKey={(pass) => pass.id}
      columns={showEmployee ? [EMPLOYEE, ...COLUMNS] : COLUMNS}
      trailingColumns={[
        {
          header: 'Actions',
          cell: (pass) => (
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              {actionsOf(pass)}
            </Stack>
          ),
        },
      ]}
      status={(pass) => pass.status}
      rejectionReason={(pass) => pass.rejectionReason}
      approvalLevels={(pass) => pass.approvalLevels}
      minWidth={720}
    />
  );
}

/** A row action named after its pass for screen readers. */
export function RowAction({ pass, ...action }: RowActionProps & { pass: TravelPass }) {
  return (
    <RowActionButton
      {...action}
      itemLabel={`${formatMonth(pass.month)}${pass.employee ? `, ${pass.employee.name}` : ''}`}
    />
  );
}
