import Chip from '@mui/material/Chip';
import { WORK_MAP_STATUS_LABELS, type WorkMapRowStatus } from '@quadro/contract/work-maps';

const COLOURS: Record<WorkMapRowStatus, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  NotCreated: 'default',
  PendingSubmission: 'default',
  PendingApproval: 'primary',
  Approved: 'success',
  Rejected: 'error',
  InModification: 'warning',
};

export function WorkMapStatusChip({ status }: { status: WorkMapRowStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={WORK_MAP_STATUS_LABELS[status]}
    />
  );
}
