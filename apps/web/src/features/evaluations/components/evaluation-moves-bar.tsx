import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EvaluationDetail } from '@quadro/contract/evaluation-calls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useMoveEvaluations } from '../api/move-evaluations.ts';
import { type ManagerMove, MOVE_LABELS, movesFrom, needsReason } from '../evaluation-moves.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const CONFIRMS: Partial<Record<ManagerMove, string>> = {
  startSelfAssessment: 'The goals are fixed from now on and the member scores them.',
  publish: 'The member reads the final score and is told by mail.',
  resume: 'The evaluation goes back to where it was suspended.',
};

/** The moves the manager may take on the evaluation from its state, each confirmed or reasoned. */
export function EvaluationMovesBar({ evaluation }: { evaluation: EvaluationDetail }) {
  const move = useMoveEvaluations();
  const [taking, setTaking] = useState<ManagerMove>();
  const take = (action: ManagerMove, reason = '') =>
    move.mutate(
      { ids: [evaluation.id], action, reason },
      { onSettled: () => setTaking(undefined) },
    );
  const moves = movesFrom(evaluation.state);
  if (moves.length === 0) return null;
  const who = evaluation.member.name;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
      {moves.map((action) => (
        <Button
          key={action}
          variant={needsReason(action) ? 'outlined' : 'contained'}
          onClick={() => setTaking(action)}
        >
          {MOVE_LABELS[action]}
        </Button>
      ))}
      {taking && needsReason(taking) && (
        <ReasonDialog
          title={`${MOVE_LABELS[taking]} the evaluation of ${who}?`}
          submitLabel={MOVE_LABELS[taking]}
          loading={move.isPending}
          onSubmit={(reason) => take(taking, reason)}
          onClose={() => setTaking(undefined)}
        />
      )}
      <ConfirmDialog
        open={taking !== undefined && !needsReason(taking)}
        title={taking ? `${MOVE_LABELS[taking]}: ${who} ${evaluation.year}?` : ''}
        submitLabel={taking ? MOVE_LABELS[taking] : 'Submit'}
        loading={move.isPending}
        onCancel={() => setTaking(undefined)}
        onSubmit={() => taking && take(taking)}
      >
        {taking ? CONFIRMS[taking] : ''}
      </ConfirmDialog>
    </Stack>
  );
}
