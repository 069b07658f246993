import Typography from '@mui/material/Typography';
import { FULL_WEIGHT } from '@quadro/contract/evaluation-rules';
import type { TeamSummary } from '@quadro/contract/evaluations';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { useCopyTeamGoals } from '../api/copy-team-goals.ts';
import { emptyGoal } from '../goal-rows.ts';
import { GoalRowsFields, goalsFormSchema } from './goals-editor.tsx';

const FORM_ID = 'team-goals-form';

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
      formId={FORM_ID}
      pending={copy.isPending}
      submitLabel="Copy goals"
    >
      <Typography variant="body2">
        Every member of {team.name} whose {year} evaluation is in goal setting gets these goals.
      </Typography>
      <Form
        id={FORM_ID}
        aria-label={title}
        schema={goalsFormSchema}
        defaultValues={{ goals: [emptyGoal(FULL_WEIGHT)] }}
        onSubmit={(values, form) =>
          copy.mutate(
            { teamId: team.id, year, goals: values.goals },
            { onError: (error) => showServerErrors(form, error) },
          )
        }
      >
        {() => (
          <>
            <FormRootError />
            <GoalRowsFields />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
