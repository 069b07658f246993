import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** The outbox at a glance: failed mails in red when there are any, and mails waiting to leave. */
export function OutboxCounts({ failed, pending }: { failed: number; pending: number }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Chip
        label={`${failed} failed`}
        color={failed > 0 ? 'error' : 'default'}
        variant={failed > 0 ? 'filled' : 'outlined'}
      />
      <Chip label={`${pending} waiting to be sent`} variant="outlined" />
    </Stack>
  );
}
