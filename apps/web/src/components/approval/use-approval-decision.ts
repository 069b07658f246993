import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../app/api/error-message.ts';
import { useAppMutation } from '../../app/api/use-app-mutation.ts';
import { toast } from '../../app/notifications/notification-store.ts';
import type { QueueAction } from './approval-decision-dialog.tsx';
import { useApprovalSelection } from './use-approval-selection.ts';

/** An action asked for on some rows, waiting for the dialog's answer. */
export interface Deciding<Row> {
  action: QueueAction;
  rows: readonly Row[];
}

/**
 * What a kind's queue does when a decision-maker acts: its one call per action, what the answer
 * changes in the cache and the toast it says. A kind declares it once beside its api hooks.
 */
export interface ApprovalDecisions<Row, Answer> {
  call: (action: QueueAction, rows: readonly Row[], reason: string | undefined) => Promise<Answer>;
  /** Queries the answer cannot replace (lists, counts, badges), refetched before the toast. */
  invalidates: readonly QueryKey[];
  /** Puts the answer in the cache where it is the new state of what was read. */
  answered?: (queryClient: QueryClient, answer: Answer) => void;
  successText: (answer: Answer, action: QueueAction, count: number) => string;
  /**
   * A refusal leaves the dialog open, the reason still typed, to try again (the kinds decided one
   * record at a time from its page); otherwise the dialog closes with the refusal's toast.
   */
  keepsDialogOnRefusal?: boolean;
}

/**
 * A kind's decision plumbing for its manage page: the picked rows, the action asked for, the
 * decision dialog's state with the rejection reason, the call, its toasts and the cache. The page
 * keeps its columns, its filters, which rows each button takes and the dialog's texts.
 */
export function useApprovalDecision<Row, Answer>(
  kind: ApprovalDecisions<Row, Answer>,
  /** The page's own step once a decision ends, either way (closing the record it was asked from). */
  onSettled?: () => void,
) {
  const queryClient = useQueryClient();
  const selection = useApprovalSelection();
  const [deciding, setDeciding] = useState<Deciding<Row>>();
  const close = () => {
    setDeciding(undefined);
    onSettled?.();
  };
  const mutation = useAppMutation({
    mutationFn: ({ action, rows, reason }: Deciding<Row> & { reason: string | undefined }) =>
      kind.call(action, rows, reason),
    invalidates: kind.invalidates,
    inlineError: kind.keepsDialogOnRefusal ?? false,
    onSuccess: (answer, { action, rows }) => {
      kind.answered?.(queryClient, answer);
      toast.success(kind.successText(answer, action, rows.length));
      close();
      selection.clear();
    },
  });
  const decideNow = (reason: string | undefined) => {
    if (!deciding) return;
    mutation.mutate(
      { ...deciding, reason },
      kind.keepsDialogOnRefusal
        ? { onError: (error) => toast.error(errorText(error)) }
        : { onError: close },
    );
  };
  return {
    selection,
    /** Opens the dialog for an action on these rows. */
    ask: (action: QueueAction, rows: readonly Row[]) => setDeciding({ action, rows }),
    deciding,
    /** What ApprovalDecisionDialog takes beyond the kind's texts. */
    dialog: {
      action: deciding?.action,
      onCancel: close,
      loading: mutation.isPending,
      onSubmit: decideNow,
    },
  };
}
