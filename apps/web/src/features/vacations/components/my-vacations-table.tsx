import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';
import { companyToday } from '@quadro/contract/far-away';
import type { Vacation } from '@quadro/contract/vacations';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { dayCount } from './day-count.ts';
import { periodText, startHint } from './vacation-period.ts';

export type VacationAction = 'edit' | 'remove' | 'send' | 'cancel';

function notesOf(vacation: Vacation): string {
  if (vacation.cancelled) return 'Cancelled: the days are back in your balance.';
  if (vacation.cancellation?.status === 'PendingApproval')
    return 'Cancellation asked, waiting for a decision.';
  if (vacation.cancellation?.status === 'Rejected') {
    return `Cancellation rejected: ${vacation.cancellation.rejectionReason ?? ''}`;
  }
  if (vacation.status === 'Rejected') return `Rejection reason: ${vacation.rejectionReason ?? ''}`;
  return vacation.note ?? '';
}

function actionsOf(vacation: Vacation): Array<[VacationAction, string]> {
  if (vacation.editable) {
    return [
      ['send', 'Send to approval'],
      ['edit', 'Edit'],
      ['remove', 'Remove'],
    ];
  }
  return vacation.cancellable ? [['cancel', 'Request cancellation']] : [];
}

function columnsFor(
  today: string,
  onAction: (vacation: Vacation, action: VacationAction) => void,
): DataColumn<Vacation>[] {
  return [
    {
      header: 'Period',
      cellSx: { whiteSpace: 'nowrap' },
      cell: (vacation) => (
        <>
          {periodText(vacation)}
          {!vacation.cancelled && startHint(vacation, today) && (
            <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {startHint(vacation, today)}
            </Typography>
          )}
        </>
      ),
    },
    { header: 'Working days', cell: (vacation) => dayCount(vacation.days) },
    {
      header: 'Status',
      cell: (vacation) =>
        vacation.cancelled ? (
          <ApprovalStatusChip status="Cancelled" labels={{ Cancelled: 'Cancelled' }} />
        ) : (
          <ApprovalStatusChip status={vacation.status} labels={APPROVAL_STATUS_LABELS} />
        ),
    },
    {
      header: 'Notes',
      cell: (vacation) => (
        <Typography variant="body2" sx={{ maxWidth: 320 }}>
          {notesOf(vacation)}
        </Typography>
      ),
    },
    {
      header: 'Actions',
      cell: (vacation) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {actionsOf(vacation).map(([action, label]) => (
            <Button
              key={action}
              size="small"
              variant={action === 'send' ? 'contained' : 'text'}
              color={action === 'remove' || action === 'cancel' ? 'error' : 'primary'}
              aria-label={`${label}: ${periodText(vacation)}`}
              onClick={() => onAction(vacation, action)}
            >
              {label}
            </Button>
          ))}
        </Stack>
      ),
    },
  ];
}

/** The employee's requests of a year, with what each allows now. */
export function MyVacationsTable({
  vacations,
  onAction,
}: {
  vacations: Vacation[];
  onAction: (vacation: Vacation, action: VacationAction) => void;
}) {
  return (
    <DataTable
      label="My vacation requests"
      rows={vacations}
      rowKey={(vacation) => vacation.id}
      columns={columnsFor(companyToday(), onAction)}
      scroll={{ minWidth: 720, label: 'My vacation requests' }}
    />
  );
}
