import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { VACATION_ITEM_KIND_LABELS, type VacationRow } from '@quadro/contract/vacations';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { dayCount } from './day-count.ts';
import { periodText } from './vacation-period.ts';

const COLUMNS = ['Employee', 'Type', 'Period', 'Working days', 'Status', 'Notes', 'Details'];

const rowKey = (row: Pick<VacationRow, 'kind' | 'id'>) => `${row.kind}:${row.id}`;

/** The approvers' table: pending rows can be picked for a bulk decision. */
export function VacationRequestsTable({
  rows,
  selected,
  onSelect,
  onDetails,
}: {
  rows: VacationRow[];
  selected: ReadonlySet<string>;
  onSelect: (keys: string[], picked: boolean) => void;
  onDetails: (row: VacationRow) => void;
}) {
  const pending = rows.filter((row) => row.status === 'PendingApproval').map(rowKey);
  const allPicked = pending.length > 0 && pending.every((key) => selected.has(key));
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Vacation requests">
      <Table size="small" aria-label="Vacation requests" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allPicked}
                indeterminate={!allPicked && pending.some((key) => selected.has(key))}
                disabled={pending.length === 0}
                onChange={(event) => onSelect(pending, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Pick every pending request of the page' } }}
              />
            </TableCell>
            {COLUMNS.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 600 }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>No Data</TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const key = rowKey(row);
            const label = `${row.employee.name}, ${VACATION_ITEM_KIND_LABELS[row.kind]} ${periodText(row)}`;
            return (
              <TableRow key={key} hover selected={selected.has(key)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(key)}
                    disabled={row.status !== 'PendingApproval'}
                    onChange={(event) => onSelect([key], event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Pick ${label}` } }}
                  />
                </TableCell>
                <TableCell>{row.employee.name}</TableCell>
                <TableCell>{VACATION_ITEM_KIND_LABELS[row.kind]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodText(row)}</TableCell>
                <TableCell>{dayCount(row.days)}</TableCell>
                <TableCell>
                  <ApprovalStatusChip status={row.status} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ maxWidth: 280 }}>
                    {row.status === 'Rejected'
                      ? `Rejection reason: ${row.rejectionReason ?? ''}`
                      : (row.note ?? '')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={`Details: ${label}`}
                    onClick={() => onDetails(row)}
                  >
                    Details
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
