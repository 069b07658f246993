import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { EMPLOYEE_SORTS, type EmployeeRow } from '@quadro/contract/employees';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { Link as RouterLink } from 'react-router';
import { contractTypeName } from './contract-type-name.ts';
import { EmployeeStatusChip } from './employee-status-chip.tsx';

type Sort = (typeof EMPLOYEE_SORTS)[number];

const COLUMNS: {
  key: Sort | 'client' | 'status' | 'profiles' | 'two_factor';
  label: string;
}[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'E-mail' },
  { key: 'job_title', label: 'Job title' },
  { key: 'profiles', label: 'Profiles' },
  { key: 'contract_type', label: 'Contract' },
  { key: 'client', label: 'Client' },
  { key: 'start_date', label: 'Start date' },
  { key: 'status', label: 'Status' },
  { key: 'two_factor', label: 'Two-factor' },
];

const isSort = (key: string): key is Sort => (EMPLOYEE_SORTS as readonly string[]).includes(key);

interface EmployeesTableProps {
  rows: EmployeeRow[];
  sort: Sort;
  order: 'asc' | 'desc';
  onSort: (sort: Sort, order: 'asc' | 'desc') => void;
}

export function EmployeesTable({ rows, sort, order, onSort }: EmployeesTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Employees" sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                sortDirection={sort === column.key ? order : false}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {isSort(column.key) ? (
                  <TableSortLabel
                    active={sort === column.key}
                    direction={sort === column.key ? order : 'asc'}
                    onClick={() => {
                      const key = column.key as Sort;
                      onSort(key, sort === key && order === 'asc' ? 'desc' : 'asc');
                    }}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
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
            <TableRow key={row.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/app/employees/${row.id}`}>
                  {row.name}
                </Link>
              </TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{row.job_title ?? '—'}</TableCell>
              <TableCell>{row.profiles.join(', ')}</TableCell>
              <TableCell>{contractTypeName(row.contract_type)}</TableCell>
              <TableCell>{row.client?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.start_date ? formatCalendarDay(row.start_date) : '—'}
              </TableCell>
              <TableCell>
                <EmployeeStatusChip status={row.status} />
              </TableCell>
              <TableCell>{row.two_factor ? 'On' : 'Off'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
