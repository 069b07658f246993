import type { EvaluationTransition } from '@quadro/contract/evaluation-calls';
import { EVALUATION_WORKFLOW, type EvaluationState } from '@quadro/contract/evaluation-rules';

export type ManagerMove = EvaluationTransition['action'];

export const MOVE_LABELS: Record<ManagerMove, string> = {
  startSelfAssessment: 'Start self-assessment',
  publish: 'Publish',
  unpublish: 'Unpublish',
  suspend: 'Suspend',
  resume: 'Resume',
};

const MANAGER_MOVES = Object.keys(MOVE_LABELS) as ManagerMove[];

/** The moves whoever manages the member may take on an evaluation in `state`, in the table's order. */
export const movesFrom = (state: EvaluationState): ManagerMove[] =>
  MANAGER_MOVES.filter((move) => EVALUATION_WORKFLOW[move].from.includes(state));

/** Whether the move must say why (suspend, unpublish). */
export const needsReason = (move: ManagerMove) => EVALUATION_WORKFLOW[move].reason;
