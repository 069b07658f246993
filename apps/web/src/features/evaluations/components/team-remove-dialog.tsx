import type { TeamSummary } from '@quadro/contract/evaluations';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useRemoveTeam } from '../api/remove-team.ts';

/** The CTO removes a team made by mistake, after saying so. */
export function TeamRemoveDialog({ team, onClose }: { team: TeamSummary; onClose: () => void }) {
  const remove = useRemoveTeam(onClose);
  return (
    <ConfirmDialog
      open
      title={`Remove ${team.name}?`}
      submitLabel="Remove"
      loading={remove.isPending}
      onCancel={onClose}
      onSubmit={() => remove.mutate(team.id)}
    >
      The team, its members and evaluators are removed for every year.
    </ConfirmDialog>
  );
}
