import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VACATION_ITEM_KIND_LABELS, type VacationRow } from '@quadro/contract/vacations';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { dayCount } from './day-count.ts';
import { periodText } from './vacation-period.ts';

export const vacationRowKey = (row: Pick<VacationRow, 'kind' | 'id'>) => `${row.kind}:${row.id}`;

const rowLabel = (row: VacationRow) =>
  `${row.employee.name}, ${VACATION_ITEM_KIND_LABELS[row.kind]} ${periodText(row)}`;

const COLUMNS: QueueColumn<VacationRow>[] = [
  { header: 'Employee', cell: (row) => row.employee.name },
  { header: 'Type', cell: (row) => VACATION_ITEM_KIND_LABELS[row.kind] },
  { header: 'Period', cell: periodText, sx: { whiteSpace: 'nowrap' } },
  { header: 'Working days', cell: (row) => dayCount(row.days) },
];

/** The approvers' queue of requests and cancellations: pending rows can be picked for a bulk decision. */
export function VacationRequestsTable({
  rows,
  selection,
  onDetails,
}: {
  rows: VacationRow[];
  selection: ApprovalSelection;
  onDetails: (row: VacationRow) => void;
}) {
  return (
    <ApprovalQueue
      label="Vacation requests"
      rows={rows}
      rowKey={vacationRowKey}
      columns={COLUMNS}
      trailingColumns={[
        {
          header: 'Notes',
          cell: (row) => (
            <Typography variant="body2" sx={{ maxWidth: 280 }}>
              {row.status === 'Rejected'
                ? `Rejection reason: ${row.rejectionReason ?? ''}`
                : (row.note ?? '')}
            </Typography>
          ),
        },
        {
          header: 'Details',
          cell: (row) => (
            <Button
              size="small"
              aria-label={`Details: ${rowLabel(row)}`}
              onClick={() => onDetails(row)}
            >
              Details
            </Button>
          ),
        },
      ]}
      status={(row) => row.status}
      approvalLevels={(row) => row.approvalLevels}
      selection={{
        ...selection,
        canPick: (row) => row.status === 'PendingApproval',
        pickLabel: (row) => `Pick ${rowLabel(row)}`,
        pickAllLabel: 'Pick every pending request of the page',
      }}
    />
  );
}
