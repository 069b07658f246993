import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import type { TravelPass } from '@quadro/contract/travel-passes';
import type { ReactNode } from 'react';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import {
  RowActionButton,
  type RowActionProps,
} from '../../../components/table/row-action-button.tsx';

/** Passes as a table: month (and person for finance), value, receipt, state, what can be done. */
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
  const columns = [
    ...(showEmployee ? ['Employee'] : []),
    'Month',
    'Value',
    'Receipt',
    'Status',
    'Actions',
  ];
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {passes.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>No Data</TableCell>
            </TableRow>
          )}
          {passes.map((pass) => (
            <TableRow key={pass.id} hover>
              {showEmployee && <TableCell>{pass.employee.name}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonth(pass.month)}</TableCell>
              <TableCell>{pass.value === null ? '—' : formatEuros(pass.value)}</TableCell>
              <TableCell>
                {pass.attachment ? (
                  <ProtectedFileLink path={pass.attachment} label="Open receipt" />
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <ApprovalStatusChip status={pass.status} />
                  {pass.status === 'Rejected' && pass.rejectionReason && (
                    <Typography variant="caption">
                      Rejection reason: {pass.rejectionReason}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {actionsOf(pass)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
