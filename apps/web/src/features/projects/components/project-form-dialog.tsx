import Box from '@mui/material/Box';
import type { KeyName } from '@quadro/contract/account';
import {
  PROJECT_STATUSES,
  type Project,
  type ProjectFormValues,
  type ProjectInput,
  projectInputSchema,
} from '@quadro/contract/projects';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveProject } from '../api/save-project.ts';
import { TeamEditor } from './team-editor.tsx';

const FORM_ID = 'project-form';

function valuesOf(project: Project | null): ProjectFormValues {
  if (!project) {
    return {
      clientId: '',
      name: '',
      code: '',
      description: '',
      startDate: '',
      endDate: null,
      status: 'planned',
      budgetHours: null,
      budgetAmount: null,
      members: [],
    };
  }
  return {
    clientId: project.clientId,
    name: project.name,
    code: project.code,
    description: project.description ?? '',
    startDate: project.startDate,
    endDate: project.endDate,
    status: project.status as ProjectFormValues['status'],
    budgetHours: project.budgetHours,
    budgetAmount: project.budgetAmount,
    members: project.members.map(({ employeeId, role, allocation, startedAt, endedAt }) => ({
      employeeId,
      role,
      allocation,
      startedAt,
      endedAt,
    })),
  };
}

interface ProjectFormDialogProps {
  /** The project edited, with its team; null adds one. */
  project: Project | null;
  clients: readonly KeyName[];
  employees: readonly KeyName[];
  onClose: () => void;
}

/** The project and its whole team, saved together; refusals show under their field. */
export function ProjectFormDialog({
  project,
  clients,
  employees,
  onClose,
}: ProjectFormDialogProps) {
  const save = useSaveProject(onClose);
  const title = project ? `Edit ${project.code}` : 'New project';
  return (
    <FormDialog
      open
      large
      title={title}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form<ProjectFormValues, ProjectInput>
        id={FORM_ID}
        aria-label={title}
        schema={projectInputSchema}
        defaultValues={valuesOf(project)}
        onSubmit={(values, form) =>
          save.mutate(
            { ...values, ...(project && { id: project.id }) },
            { onError: (error) => showServerErrors(form, error) },
          )
        }
      >
        {() => (
          <>
            <FormRootError />
            <FormSelect
              name="clientId"
              label="Client"
              options={clients.map((client) => ({ value: String(client.key), label: client.name }))}
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}
            >
              <FormTextField name="name" label="Name" />
              <FormTextField name="code" label="Code" />
            </Box>
            <FormTextField name="description" label="Description" multiline rows={2} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
              }}
            >
              <FormDateField name="startDate" label="Start date" />
              <FormDateField name="endDate" label="End date" />
              <FormSelect
                name="status"
                label="Status"
                options={PROJECT_STATUSES.map((status) => ({
                  value: status.key,
                  label: status.name,
                }))}
              />
            </Box>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormTextField
                name="budgetHours"
                label="Budget hours (optional)"
                hint="e.g. 1200"
                htmlInput={{ inputMode: 'decimal' }}
                emptyAsNull
              />
              <FormTextField
                name="budgetAmount"
                label="Budget (€) (optional)"
                hint="e.g. 85000.00"
                htmlInput={{ inputMode: 'decimal' }}
                emptyAsNull
              />
            </Box>
            <TeamEditor employees={employees} />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
