import {
  type WorkDay,
  type WorkDayFormValues,
  type WorkDayInput,
  type WorkMapDetails,
  workDayInputSchema,
} from '@quadro/contract/work-maps';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { afterSubmitDelay } from '../../../components/calendar/delayed-submit.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveWorkDay } from '../api/save-work-day.ts';

const FORM_ID = 'work-day-form';
const FIELDS = ['start', 'hours', 'extraHours', 'projectId'];

/** Spec §3 work day form: start (date), hours (required), extra hours (optional). */
export function WorkDayDialog({
  mapId,
  day,
  defaultDay,
  projects,
  onClose,
}: {
  mapId: string;
  day?: WorkDay;
  defaultDay: string;
  projects: WorkMapDetails['projects'];
  onClose: () => void;
}) {
  const projectOptions = projects.map((project) => ({
    value: project.id,
    label: `${project.name} (${project.code})`,
  }));
  const save = useSaveWorkDay(mapId, onClose);
  const [waiting, setWaiting] = useState(false);
  const submit = (
    values: WorkDayInput,
    form: UseFormReturn<WorkDayFormValues, unknown, WorkDayInput>,
  ) => {
    setWaiting(true);
    afterSubmitDelay(() => {
      setWaiting(false);
      save.mutate(
        { ...values, dayId: day?.id },
        { onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'start') },
      );
    });
  };
  return (
    <FormDialog
      open
      title={day ? 'Edit work day' : 'Add work day'}
      onClose={onClose}
      formId={FORM_ID}
      pending={waiting || save.isPending}
    >
      <Form
        id={FORM_ID}
        schema={workDayInputSchema}
        defaultValues={{
          start: day?.day ?? defaultDay,
          hours: day?.hours ?? ('' as unknown as number),
          extraHours: day && day.extraHours > 0 ? day.extraHours : null,
          projectId: day?.projectId ?? (projects.length === 1 ? projects[0]?.id : null) ?? null,
        }}
        onSubmit={submit}
        aria-label={day ? 'Edit work day' : 'Add work day'}
      >
        {() => (
          <>
            <FormDateField name="start" label="Start" />
            <FormTextField name="hours" label="Hours" type="number" autoFocus />
            <FormTextField name="extraHours" label="Extra hours" type="number" emptyAsNull />
            {projectOptions.length > 0 && (
              <FormSelect name="projectId" label="Project" options={projectOptions} />
            )}
          </>
        )}
      </Form>
    </FormDialog>
  );
}
