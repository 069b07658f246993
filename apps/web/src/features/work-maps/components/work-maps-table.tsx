import Link from '@mui/material/Link';
import { formatNumber } from '@quadro/contract/formatting';
import { WORK_MAP_STATUS_LABELS, type WorkMapRow } from '@quadro/contract/work-maps';
import { Link as RouterLink } from 'react-router';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';

/** A total of a created map; a map not created yet has none. */
const total = (cell: (row: WorkMapRow) => string | number) => (row: WorkMapRow) =>
  row.id ? cell(row) : '—';

const EMPLOYEE: QueueColumn<WorkMapRow> = {
  header: 'Employee',
  cell: (row) =>
    row.id ? (
      <Link component={RouterLink} to={`/app/manage-work-map/details/${row.id}`}>
        {row.employee.name}
      </Link>
    ) : (
      row.employee.name
    ),
};

const TOTALS: QueueColumn<WorkMapRow>[] = [
  { header: 'Days worked', cell: total((row) => row.daysWorked) },
  { header: 'Hours', cell: total((row) => formatNumber(row.hours)) },
  { header: 'Extra hours', cell: total((row) => formatNumber(row.extraHours)) },
  { header: 'Absent days', cell: total((row) => row.absentDays) },
];

/** HR's queue of a month: one row per employee owing a map; created maps open their details. */
export function WorkMapsTable({ rows }: { rows: WorkMapRow[] }) {
  return (
    <ApprovalQueue
      label="Work maps"
      rows={rows}
      rowKey={(row) => row.employee.id}
      columns={[EMPLOYEE]}
      trailingColumns={TOTALS}
      status={(row) => row.status}
      statusLabels={WORK_MAP_STATUS_LABELS}
      approvalLevels={(row) => row.approvalLevels}
      minWidth={720}
    />
  );
}
