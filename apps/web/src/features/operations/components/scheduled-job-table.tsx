import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { ScheduledJob } from '@quadro/contract/operations';
import { ColumnHeads } from '../../../components/table/column-heads.tsx';
import { JobStatusChip } from './job-status-chip.tsx';

const COLUMNS = ['Job', 'Runs', 'Last run', 'Finished', 'Status', 'Error', 'Next run'];

const EVERY: Record<ScheduledJob['period'], string> = {
  minute: 'Every minute',
  hour: 'Every hour',
  day: 'Every day',
  month: 'Every month',
};

/** Each job's latest run, a failed one's row marked and its error shown. */
export function ScheduledJobTable({ jobs }: { jobs: readonly ScheduledJob[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Scheduled jobs, scrollable">
      <Table size="small" aria-label="Scheduled jobs" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <ColumnHeads labels={COLUMNS} />
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => {
            const run = job.lastRun;
            const failed = run?.status === 'failed';
            return (
              <TableRow
                key={job.name}
                hover
                sx={
                  failed ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined
                }
              >
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {job.name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{EVERY[job.period]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {run ? formatDateTime(run.startedAt) : 'Never'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {run?.finishedAt ? formatDateTime(run.finishedAt) : '—'}
                </TableCell>
                <TableCell>
                  <JobStatusChip status={run?.status ?? null} />
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  {run?.error && (
                    <Typography
                      variant="body2"
                      sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}
                    >
                      {run.error}
                      {run.attempts > 1 && ` (attempt ${run.attempts})`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  {job.nextRunFrom ? `From ${formatDateTime(job.nextRunFrom)}` : 'When due'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
