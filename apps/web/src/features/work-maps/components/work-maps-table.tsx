import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '@quadro/contract/formatting';
import type { WorkMapRow } from '@quadro/contract/work-maps';
import { Link as RouterLink } from 'react-router';
import { WorkMapStatusChip } from './work-map-status-chip.tsx';

const COLUMNS = ['Employee', 'Status', 'Days worked', 'Hours', 'Extra hours', 'Absent days'];

/** HR's table of a month: one row per employee owing a map; created maps open their details. */
export function WorkMapsTable({ rows }: { rows: WorkMapRow[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" aria-label="Work maps" sx={{ minWidth: 720 }}>
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
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>No Data</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.employee.id} hover>
              <TableCell>
                {row.id ? (
                  <Link component={RouterLink} to={`/app/manage-work-map/details/${row.id}`}>
                    {row.employee.name}
                  </Link>
                ) : (
                  row.employee.name
                )}
              </TableCell>
              <TableCell>
                <WorkMapStatusChip status={row.status} />
              </TableCell>
              <TableCell>{row.id ? row.daysWorked : '—'}</TableCell>
              <TableCell>{row.id ? formatNumber(row.hours) : '—'}</TableCell>
              <TableCell>{row.id ? formatNumber(row.extraHours) : '—'}</TableCell>
              <TableCell>{row.id ? row.absentDays : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
