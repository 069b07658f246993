import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useScheduledJobs } from '../api/get-scheduled-jobs.ts';
import { ScheduledJobTable } from './scheduled-job-table.tsx';

/** The scheduled jobs and how their last run went. */
export function ScheduledJobsSection() {
  const jobs = useScheduledJobs();
  return (
    <Card component="section" aria-labelledby="scheduled-jobs-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="scheduled-jobs-title" variant="h6" component="h2">
            Scheduled jobs
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Each job runs once a period across every instance. A failed run is tried again after
            five minutes, three times at most; the next period runs anew.
          </Typography>
          {jobs.isPending ? (
            <PageLoader />
          ) : jobs.isError ? (
            <Typography role="alert">The scheduled jobs could not be loaded. No Data</Typography>
          ) : jobs.data.length === 0 ? (
            <Typography>No Data</Typography>
          ) : (
            <ScheduledJobTable jobs={jobs.data} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
