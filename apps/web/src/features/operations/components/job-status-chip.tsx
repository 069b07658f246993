import Chip from '@mui/material/Chip';
import type { JobRunStatus } from '@quadro/contract/operations';

const LOOK: Record<JobRunStatus, { label: string; color: 'error' | 'success' | 'info' }> = {
  failed: { label: 'Failed', color: 'error' },
  succeeded: { label: 'Succeeded', color: 'success' },
  running: { label: 'Running', color: 'info' },
};

export function JobStatusChip({ status }: { status: JobRunStatus | null }) {
  if (status === null) return <Chip size="small" variant="outlined" label="Never ran" />;
  const { label, color } = LOOK[status];
  return <Chip size="small" color={color} label={label} />;
}
