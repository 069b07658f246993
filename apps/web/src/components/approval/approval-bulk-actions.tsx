import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { QueueAction } from './approval-decision-dialog.tsx';

const LABELS: Record<QueueAction, string> = {
  send: 'Send to approval',
  modify: 'In Modification',
  approve: 'Approve',
  reject: 'Reject',
};

const ICONS: Partial<Record<QueueAction, ReactNode>> = { send: <SendIcon /> };

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
      startIcon={ICONS[action]}
      disabled={count === 0}
      onClick={() => onAction(action)}
    >
      {LABELS[action]}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  ));
}
