import Button from '@mui/material/Button';
import type { QueueAction } from './approval-decision-dialog.tsx';

const LABELS: Record<QueueAction, string> = {
  send: 'Send to approval',
  approve: 'Approve',
  reject: 'Reject',
};

/** The queue's bulk buttons, each naming how many picked items it would take. */
export function ApprovalBulkActions({
  actions,
  count,
  onAction,
}: {
  actions: readonly QueueAction[];
  count: number;
  onAction: (action: QueueAction) => void;
}) {
  return actions.map((action) => (
    <Button
      key={action}
      variant={action === 'approve' ? 'contained' : 'outlined'}
      color={action === 'reject' ? 'error' : 'primary'}
      disabled={count === 0}
      onClick={() => onAction(action)}
    >
      {LABELS[action]}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  ));
}
