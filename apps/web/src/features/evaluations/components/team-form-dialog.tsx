import { type Team, type TeamInput, teamInputSchema } from '@quadro/contract/evaluations';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { useCurrentAccount } from '../../../app/auth/current-account.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useTeam } from '../api/get-team.ts';
import { useSaveTeam } from '../api/save-team.ts';
import { teamFormValues } from '../team-form-values.ts';
import { TeamPeriodsEditor } from './team-periods-editor.tsx';

const FORM_ID = 'team-form';

function TeamForm({
  team,
  year,
  onClose,
}: {
  team: Team | undefined;
  year: number;
  onClose: () => void;
}) {
  const save = useSaveTeam(onClose);
  const people = useCurrentAccount().data?.employees ?? [];
  const title = team ? `Edit ${team.name}` : 'New team';
  return (
    <FormDialog
      open
      large
      title={title}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form<TeamInput, TeamInput>
        id={FORM_ID}
        aria-label={title}
        schema={teamInputSchema}
        defaultValues={teamFormValues(team)}
        onSubmit={(values, form) =>
          save.mutate(
            { ...values, ...(team && { id: team.id }) },
            { onError: (error) => showServerErrors(form, error) },
          )
        }
      >
        {() => (
          <>
            <FormRootError />
            <FormTextField name="name" label="Name" />
            <TeamPeriodsEditor
              name="evaluators"
              title="Evaluators"
              rowLabel="Evaluator"
              people={people}
              year={year}
            />
            <TeamPeriodsEditor
              name="members"
              title="Members"
              rowLabel="Member"
              people={people}
              year={year}
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

/** The CTO's new team, or a team with its members and evaluators of the year, saved at once. */
export function TeamFormDialog({
  teamId,
  year,
  onClose,
}: {
  teamId: string | undefined;
  year: number;
  onClose: () => void;
}) {
  const team = useTeam(teamId, year);
  if (teamId !== undefined && !team.data) return <PageLoader />;
  return <TeamForm team={team.data} year={year} onClose={onClose} />;
}
