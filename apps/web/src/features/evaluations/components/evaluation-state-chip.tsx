import Chip from '@mui/material/Chip';
import { EVALUATION_STATE_LABELS, type EvaluationState } from '@quadro/contract/evaluation-rules';

type ChipColour = 'default' | 'primary' | 'success';

const COLOURS: Record<Exclude<EvaluationState, 'Suspended'>, ChipColour> = {
  GoalSetting: 'default',
  SelfAssessment: 'primary',
  EvaluatorAssessment: 'primary',
  Published: 'success',
};

/** The warning's dark shade: the main one is too light on white for text (WCAG AA). */
const SUSPENDED = { color: 'warning.dark', borderColor: 'warning.dark' } as const;

export function EvaluationStateChip({ state }: { state: EvaluationState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'Suspended' ? 'default' : COLOURS[state]}
      sx={state === 'Suspended' ? SUSPENDED : undefined}
      label={EVALUATION_STATE_LABELS[state]}
    />
  );
}
