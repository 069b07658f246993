import Link from '@mui/material/Link';
import { EMPLOYEE_SORTS, type EmployeeRow } from '@quadro/contract/employees';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { contractTypeName } from './contract-type-name.ts';
import { EmployeeStatusChip } from './employee-status-chip.tsx';

type Sort = (typeof EMPLOYEE_SORTS)[number];

const nowrap = { whiteSpace: 'nowrap' } as const;
const dash = (text: string | null | undefined) => text ?? '—';

const COLUMNS: readonly DataColumn<EmployeeRow>[] = [
  {
    header: 'Name',
    sortKey: 'name',
    cell: (row) => (
      <Link component={RouterLink} to={`/app/employees/${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  { header: 'E-mail', sortKey: 'email', cell: (row) => row.email },
  { header: 'Job title', sortKey: 'job_title', cell: (row) => dash(row.job_title) },
  { header: 'Profiles', cell: (row) => row.profiles.join(', ') },
  {
    header: 'Contract',
    sortKey: 'contract_type',
    cell: (row) => contractTypeName(row.contract_type),
  },
  { header: 'Client', cell: (row) => dash(row.client?.name) },
  {
    header: 'Start date',
    sortKey: 'start_date',
    cellSx: nowrap,
    cell: (row) => (row.start_date ? formatCalendarDay(row.start_date) : '—'),
  },
  { header: 'Status', cell: (row) => <EmployeeStatusChip status={row.status} /> },
  { header: 'Two-factor', cell: (row) => (row.two_factor ? 'On' : 'Off') },
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
    <DataTable
      label="Employees"
      rows={rows}
      rowKey={(row) => row.id}
      columns={COLUMNS.map((column) => ({ ...column, headerSx: nowrap }))}
      scroll={{ minWidth: 960 }}
      sort={{ by: sort, order, onSort: (by, next) => isSort(by) && onSort(by, next) }}
    />
  );
}
