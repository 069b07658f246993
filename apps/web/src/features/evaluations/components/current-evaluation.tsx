import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationDetail } from '@quadro/contract/evaluation-calls';
import { formatScore } from '@quadro/contract/evaluation-rules';
import { EvaluationStateChip } from './evaluation-state-chip.tsx';
import { GoalsTable } from './goals-table.tsx';
import { SelfAssessmentForm } from './self-assessment-form.tsx';

/** What the employee reads of their year: no goals yet, the self-assessment form, or the goals. */
function CurrentGoals({ evaluation }: { evaluation: EvaluationDetail }) {
  if (evaluation.goals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Your evaluator has not set your goals yet.
      </Typography>
    );
  }
  if (evaluation.state === 'SelfAssessment') return <SelfAssessmentForm evaluation={evaluation} />;
  return <GoalsTable goals={evaluation.goals} scores={evaluation.state !== 'GoalSetting'} />;
}

/** This year's evaluation of the signed-in employee: its state, evaluators, goals and scores. */
export function CurrentEvaluation({ evaluation }: { evaluation: EvaluationDetail }) {
  const evaluators = evaluation.evaluators.map((person) => person.name).join(', ');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <EvaluationStateChip state={evaluation.state} />
        {evaluation.team && <Typography variant="body2">Team {evaluation.team.name}</Typography>}
        {evaluators && (
          <Typography variant="body2" color="text.secondary">
            Evaluated by {evaluators}
          </Typography>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h3">
        Goals
      </Typography>
      <CurrentGoals evaluation={evaluation} />
      {evaluation.selfScore !== null && (
        <Typography>Your self score: {formatScore(evaluation.selfScore)}</Typography>
      )}
      {evaluation.finalScore !== null && (
        <Typography sx={{ fontWeight: 600 }}>
          Final score: {formatScore(evaluation.finalScore)}
        </Typography>
      )}
    </Stack>
  );
}
