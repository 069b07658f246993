import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';
import { companyToday } from '@quadro/contract/far-away';
import type { Vacation } from '@quadro/contract/vacations';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { dayCount } from './day-count.ts';
import { periodText, startHint } from './vacation-period.ts';

export type VacationAction = 'edit' | 'remove' | 'send' | 'cancel';

const COLUMNS = ['Period', 'Working days', 'Status', 'Notes', 'Actions'];

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

/** The employee's requests of a year, with what each allows now. */
export function MyVacationsTable({
  vacations,
  onAction,
}: {
  vacations: Vacation[];
  onAction: (vacation: Vacation, action: VacationAction) => void;
}) {
  const today = companyToday();
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="My vacation requests">
      <Table size="small" aria-label="My vacation requests" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 600 }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {vacations.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>No Data</TableCell>
            </TableRow>
          )}
          {vacations.map((vacation) => (
            <TableRow key={vacation.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {periodText(vacation)}
                {!vacation.cancelled && startHint(vacation, today) && (
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {startHint(vacation, today)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{dayCount(vacation.days)}</TableCell>
              <TableCell>
                {vacation.cancelled ? (
                  <ApprovalStatusChip status="Cancelled" labels={{ Cancelled: 'Cancelled' }} />
                ) : (
                  <ApprovalStatusChip status={vacation.status} labels={APPROVAL_STATUS_LABELS} />
                )}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ maxWidth: 320 }}>
                  {notesOf(vacation)}
                </Typography>
              </TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
