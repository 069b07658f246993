import Chip from '@mui/material/Chip';
import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';

type ChipColour = 'default' | 'primary' | 'success' | 'error' | 'warning';

const COLOURS: Record<string, ChipColour> = {
  PendingSubmission: 'default',
  PendingApproval: 'primary',
  Approved: 'success',
  Rejected: 'error',
  InModification: 'warning',
};

/** An approval state as a chip in its colour; `labels` names states beyond the four of spec §3. */
export function ApprovalStatusChip({
  status,
  labels = APPROVAL_STATUS_LABELS,
}: {
  status: string;
  labels?: Readonly<Record<string, string>>;
}) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={labels[status] ?? status}
    />
  );
}
