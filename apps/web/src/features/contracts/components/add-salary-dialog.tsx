import { type SalaryInput, salaryInputSchema } from '@quadro/contract/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAddSalary } from '../api/add-salary.ts';

const FORM_ID = 'add-salary-form';
const FIELDS = ['base_salary', 'dislocation', 'effective_date'];
type Values = z.input<typeof salaryInputSchema>;

export function AddSalaryDialog({
  employeeId,
  onClose,
}: {
  employeeId: string;
  onClose: () => void;
}) {
  const add = useAddSalary(employeeId, onClose);
  const submit = (values: SalaryInput, form: UseFormReturn<Values, unknown, SalaryInput>) =>
    add.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'effective_date'),
    });
  return (
    <FormDialog open title="Add salary" onClose={onClose} formId={FORM_ID} pending={add.isPending}>
      <Form
        id={FORM_ID}
        schema={salaryInputSchema}
        defaultValues={{
          employee_id: employeeId,
          base_salary: '',
          dislocation: '0',
          effective_date: '',
        }}
        onSubmit={submit}
        aria-label="Add salary"
      >
        {() => (
          <>
            <FormTextField name="base_salary" label="Base salary (€)" hint="e.g. 1500.00" />
            <FormTextField name="dislocation" label="Monthly dislocation allowance (€)" />
            <FormDateField name="effective_date" label="Effective date" />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
