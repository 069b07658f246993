import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { FULL_WEIGHT, MAX_GOALS } from '@quadro/contract/evaluation-rules';
import type { TeamSummary } from '@quadro/contract/evaluations';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useCopyTeamGoals } from '../api/copy-team-goals.ts';
import {
  emptyGoal,
  type TeamGoalsForm,
  type TeamGoalsFormInput,
  teamGoalsFormSchema,
  weightSum,
  weightSumText,
} from '../team-goals-form.ts';

const FORM_ID = 'team-goals-form';

function GoalsEditor() {
  const { control, formState } = useFormContext<TeamGoalsFormInput>();
  const goals = useFieldArray({ control, name: 'goals' });
  const typed = useWatch({ control, name: 'goals' }) ?? [];
  const sum = weightSum(typed);
  const listError = formState.errors.goals?.root?.message ?? formState.errors.goals?.message;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Goals ({goals.fields.length} of at most {MAX_GOALS})
      </Typography>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: sum === FULL_WEIGHT ? 'success.main' : 'text.secondary' }}
      >
        {weightSumText(sum)}
      </Typography>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {goals.fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Goal ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr auto' },
            alignItems: 'start',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <FormTextField name={`goals.${index}.title`} label={`Goal ${index + 1} title`} />
          <FormTextField name={`goals.${index}.weight`} label="Weight (%)" type="number" />
          <IconButton aria-label={`Remove goal ${index + 1}`} onClick={() => goals.remove(index)}>
            <DeleteIcon />
          </IconButton>
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
            <FormTextField name={`goals.${index}.target`} label="Measurable target" />
            <FormTextField
              name={`goals.${index}.description`}
              label="Description"
              multiline
              rows={2}
            />
          </Box>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={goals.fields.length >= MAX_GOALS}
        onClick={() => goals.append(emptyGoal(Math.max(FULL_WEIGHT - sum, 1)))}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add goal
      </Button>
    </Box>
  );
}

/** The same goals for every member of the team still in goal setting (their evaluators, the CTO). */
export function TeamGoalsDialog({
  team,
  year,
  onClose,
}: {
  team: TeamSummary;
  year: number;
  onClose: () => void;
}) {
  const copy = useCopyTeamGoals(onClose);
  const title = `Copy goals to ${team.name}`;
  return (
    <FormDialog
      open
      large
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={FORM_ID} variant="contained" loading={copy.isPending}>
            Copy goals
          </Button>
        </>
      }
    >
      <Typography variant="body2">
        Every member of {team.name} whose {year} evaluation is in goal setting gets these goals.
      </Typography>
      <Form<TeamGoalsFormInput, TeamGoalsForm>
        id={FORM_ID}
        aria-label={title}
        schema={teamGoalsFormSchema}
        defaultValues={{ goals: [emptyGoal(FULL_WEIGHT)] }}
        onSubmit={(values, form) =>
          copy.mutate(
            { teamId: team.id, year, goals: values.goals },
            { onError: (error) => showServerErrors(form, error) },
          )
        }
      >
        {({ formState }) => (
          <>
            {formState.errors.root && (
              <Alert severity="error">{formState.errors.root.message}</Alert>
            )}
            <GoalsEditor />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
