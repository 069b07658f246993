import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { ScheduledJob } from '@quadro/contract/operations';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { JobStatusChip } from './job-status-chip.tsx';

const EVERY: Record<ScheduledJob['period'], string> = {
  minute: 'Every minute',
  hour: 'Every hour',
  day: 'Every day',
  month: 'Every month',
};

const nowrap = { whiteSpace: 'nowrap' } as const;

const COLUMNS: readonly DataColumn<ScheduledJob>[] = [
  { header: 'Job', rowHeader: true, cellSx: nowrap, cell: (job) => job.name },
  { header: 'Runs', cellSx: nowrap, cell: (job) => EVERY[job.period] },
  {
    header: 'Last run',
    cellSx: nowrap,
    cell: (job) => (job.lastRun ? formatDateTime(job.lastRun.startedAt) : 'Never'),
  },
  {
    header: 'Finished',
    cellSx: nowrap,
    cell: (job) => (job.lastRun?.finishedAt ? formatDateTime(job.lastRun.finishedAt) : '—'),
  },
  { header: 'Status', cell: (job) => <JobStatusChip status={job.lastRun?.status ?? null} /> },
  {
    header: 'Error',
    cellSx: { minWidth: 160 },
    cell: ({ lastRun: run }) =>
      run?.error && (
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}
        >
          {run.error}
          {run.attempts > 1 && ` (attempt ${run.attempts})`}
        </Typography>
      ),
  },
  {
    header: 'Next run',
    cellSx: { minWidth: 120 },
    cell: (job) => (job.nextRunFrom ? `From ${formatDateTime(job.nextRunFrom)}` : 'When due'),
  },
];

const failedRow = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.08) };

/** Each job's latest run, a failed one's row marked and its error shown. */
export function ScheduledJobTable({ jobs }: { jobs: readonly ScheduledJob[] }) {
  return (
    <DataTable
      label="Scheduled jobs"
      rows={jobs}
      rowKey={(job) => job.name}
      columns={COLUMNS}
      rowSx={(job) => (job.lastRun?.status === 'failed' ? failedRow : undefined)}
      noWrapHeads
      scroll={{ minWidth: 900, label: 'Scheduled jobs, scrollable' }}
    />
  );
}
