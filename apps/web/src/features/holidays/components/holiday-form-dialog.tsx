import {
  type Holiday,
  type HolidayFormValues,
  type HolidayInput,
  holidayInputSchema,
} from '@quadro/contract/holidays';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveHoliday } from '../api/save-holiday.ts';

const FORM_ID = 'holiday-form';
const FIELDS = ['date', 'name', 'region'];

/** Add or change a regional holiday. */
export function HolidayFormDialog({
  holiday,
  defaultDate,
  onClose,
}: {
  holiday?: Holiday;
  defaultDate: string;
  onClose: () => void;
}) {
  const save = useSaveHoliday(onClose);
  const submit = (
    values: HolidayInput,
    form: UseFormReturn<HolidayFormValues, unknown, HolidayInput>,
  ) =>
    save.mutate(
      { ...values, id: holiday?.id },
      { onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'date') },
    );
  return (
    <FormDialog
      open
      title={holiday ? `Edit ${holiday.name}` : 'New holiday'}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form
        id={FORM_ID}
        schema={holidayInputSchema}
        defaultValues={{
          date: holiday?.date ?? defaultDate,
          name: holiday?.name ?? '',
          region: holiday?.region ?? '',
        }}
        onSubmit={submit}
        aria-label={holiday ? 'Edit holiday' : 'New holiday'}
      >
        {() => (
          <>
            <FormDateField name="date" label="Date" />
            <FormTextField name="name" label="Name" autoFocus />
            <FormTextField name="region" label="Region" hint="For example Lisbon, or Company" />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
