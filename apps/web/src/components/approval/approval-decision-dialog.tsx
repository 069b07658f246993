import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { RejectionReasonField } from './rejection-reason-field.tsx';

/** What a queue does to items: send them, or decide them (modify: reopen for changes). */
export type QueueAction = 'send' | 'approve' | 'reject' | 'modify';

/**
 * Confirms a queue action on the picked items; a rejection asks for its reason (required, as the
 * server requires it) before anything is sent.
 */
export function ApprovalDecisionDialog({
  action,
  title,
  onCancel,
  onSubmit,
  loading,
  rejectHint,
  subject,
  children,
}: {
  action: QueueAction | undefined;
  title: string;
  onCancel: () => void;
  onSubmit: (reason: string | undefined) => void;
  loading: boolean;
  /** Under the reason field: who reads the reason. */
  rejectHint: string;
  /** What the action takes, shown first whatever the action ('Ana Ferreira, March 2023, Salary'). */
  subject?: ReactNode;
  /** What approving or sending does, shown instead of the reason field. */
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (action) {
      setReason('');
      setError(undefined);
    }
  }, [action]);
  const submit = () => {
    if (action !== 'reject') return onSubmit(undefined);
    if (reason.trim() === '') return setError('Required');
    onSubmit(reason);
  };
  return (
    <ConfirmDialog
      open={action !== undefined}
      title={title}
      onCancel={onCancel}
      loading={loading}
      onSubmit={submit}
    >
      {subject}
      {action === 'reject' ? (
        <RejectionReasonField
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          hint={rejectHint}
        />
      ) : (
        children
      )}
    </ConfirmDialog>
  );
}
