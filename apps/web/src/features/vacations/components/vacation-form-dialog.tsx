import {
  type Vacation,
  type VacationFormValues,
  type VacationInput,
  vacationInputSchema,
} from '@quadro/contract/vacations';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveVacation } from '../api/save-vacation.ts';

const FORM_ID = 'vacation-form';
const FIELDS = ['start', 'end', 'halfDay', 'note'];

/** Ask for a period, or one half day; or change a request not yet sent. */
export function VacationFormDialog({
  vacation,
  onClose,
}: {
  vacation?: Vacation;
  onClose: () => void;
}) {
  const save = useSaveVacation(onClose);
  const submit = (
    values: VacationInput,
    form: UseFormReturn<VacationFormValues, unknown, VacationInput>,
  ) =>
    save.mutate(
      { ...values, id: vacation?.id },
      { onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'end') },
    );
  return (
    <FormDialog
      open
      title={vacation ? 'Edit vacation request' : 'New vacation request'}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form
        id={FORM_ID}
        schema={vacationInputSchema}
        defaultValues={{
          start: vacation?.start ?? '',
          end: vacation?.end ?? '',
          halfDay: vacation?.halfDay ?? false,
          note: vacation?.note ?? '',
        }}
        onSubmit={submit}
        aria-label={vacation ? 'Edit vacation request' : 'New vacation request'}
      >
        {() => (
          <>
            <FormDateField name="start" label="First day" />
            <FormDateField name="end" label="Last day" />
            <FormCheckbox name="halfDay" label="Half day" />
            <FormTextField name="note" label="Note" hint="Optional, seen by the approvers" />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
