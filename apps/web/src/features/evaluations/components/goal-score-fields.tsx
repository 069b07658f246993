import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GoalView } from '@quadro/contract/evaluation-calls';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SCORE_OPTIONS } from './score-options.ts';

/** Each goal with a score and a comment, bound to `scores.<n>` of the surrounding form. */
export function GoalScoreFields({ goals }: { goals: readonly GoalView[] }) {
  return (
    <Stack spacing={3}>
      {goals.map((goal, index) => (
        <Stack key={goal.id} spacing={1.5} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {goal.title} ({goal.weight}%)
          </Typography>
          {goal.description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {goal.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Target: {goal.target}
          </Typography>
          <FormSelect
            name={`scores.${index}.score`}
            label={`Score of ${goal.title}`}
            options={SCORE_OPTIONS}
          />
          <FormTextField
            name={`scores.${index}.comment`}
            label={`Comment on ${goal.title}`}
            hint="A score of 1 or 5 needs a comment"
            multiline
            rows={2}
          />
        </Stack>
      ))}
    </Stack>
  );
}
