import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationDetail } from '@quadro/contract/evaluation-calls';
import { FULL_WEIGHT, MAX_GOALS, MIN_GOALS } from '@quadro/contract/evaluation-rules';
import { EVALUATION_MESSAGES, goalsInputSchema } from '@quadro/contract/evaluations';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveGoals } from '../api/save-goals.ts';
import { emptyGoal, type GoalRows, goalRowsOf, remainingWeight, weightsSum } from '../goal-rows.ts';

export const goalsFormSchema = z.object({ goals: goalsInputSchema });

/** The weights typed so far, added up live, with the contract's message while they miss 100. */
function WeightsTotal() {
  const goals = useWatch<GoalRows, 'goals'>({ name: 'goals' });
  const total = weightsSum(goals.map((goal) => goal.weight));
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ color: total === FULL_WEIGHT ? 'success.main' : 'error.main' }}
    >
      Weights: {total}% of {FULL_WEIGHT}%
      {total !== FULL_WEIGHT && ` – ${EVALUATION_MESSAGES.weights}`}
    </Typography>
  );
}

/** One block per goal: title, description, target and weight; 1 to 8 of them. */
export function GoalRowsFields() {
  const { control, getValues, formState } = useFormContext<GoalRows>();
  const goals = useFieldArray({ control, name: 'goals' });
  const listError = formState.errors.goals?.root?.message ?? formState.errors.goals?.message;
  return (
    <Stack spacing={2}>
      {goals.fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Goal ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '3fr 3fr 1fr auto' },
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <FormTextField name={`goals.${index}.title`} label={`Goal ${index + 1} title`} />
          <FormTextField name={`goals.${index}.target`} label={`Goal ${index + 1} target`} />
          <FormTextField
            name={`goals.${index}.weight`}
            label={`Goal ${index + 1} weight (%)`}
            type="number"
            htmlInput={{ inputMode: 'numeric' }}
          />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'flex-end',
              order: { xs: 1, md: 0 },
            }}
          >
            <IconButton
              aria-label={`Remove goal ${index + 1}`}
              disabled={goals.fields.length <= MIN_GOALS}
              onClick={() => goals.remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              name={`goals.${index}.description`}
              label={`Goal ${index + 1} description`}
              multiline
              rows={2}
            />
          </Box>
        </Box>
      ))}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          disabled={goals.fields.length >= MAX_GOALS}
          onClick={() =>
            goals.append(emptyGoal(remainingWeight(getValues('goals').map((goal) => goal.weight))))
          }
        >
          Add goal
        </Button>
        <WeightsTotal />
      </Stack>
      {listError && <Alert severity="error">{listError}</Alert>}
    </Stack>
  );
}

/** The evaluator sets a member's goals during goal setting and saves them. */
export function GoalsEditor({ evaluation }: { evaluation: EvaluationDetail }) {
  const save = useSaveGoals();
  const [defaults] = useState(() => goalRowsOf(evaluation.goals));
  return (
    <Form
      schema={goalsFormSchema}
      defaultValues={defaults}
      aria-label="Goals"
      onSubmit={(values, form) =>
        save.mutate(
          { id: evaluation.id, goals: values.goals },
          { onError: (error) => showServerErrors(form, error) },
        )
      }
    >
      {() => (
        <>
          <GoalRowsFields />
          <FormRootError />
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            sx={{ alignSelf: 'flex-end', displayPrint: 'none' }}
          >
            Save goals
          </Button>
        </>
      )}
    </Form>
  );
}
