import Stack from '@mui/material/Stack';
import { FailedMailsSection } from './components/failed-mails-section.tsx';
import { ScheduledJobsSection } from './components/scheduled-jobs-section.tsx';

/**
 * /app/delivery-and-jobs (admin), Settings › Delivery and Jobs: what failed — the mails the
 * outbox gave up on, with a retry — and the last run of each scheduled job.
 */
export function DeliveryAndJobsPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <FailedMailsSection />
      <ScheduledJobsSection />
    </Stack>
  );
}
