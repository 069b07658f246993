import Chip from '@mui/material/Chip';
import { EVALUATION_STATE_LABELS, type EvaluationState } from '@quadro/contract/evaluation-rules';

type ChipColour = 'default' | 'primary' | 'success' | 'warning' | 'info';

const COLOURS: Record<EvaluationState, ChipColour> = {
  GoalSetting: 'default',
  SelfAssessment: 'info',
  EvaluatorAssessment: 'primary',
  Published: 'success',
  Suspended: 'warning',
};

export function EvaluationStateChip({ state }: { state: EvaluationState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[state]}
      label={EVALUATION_STATE_LABELS[state]}
    />
  );
}
