import { CONTRACT_TYPES } from '@quadro/contract/account';
import {
  type EmployeeFormValues,
  type EmployeeInput,
  type EmployeeRecord,
  employeeInputSchema,
  WEEKDAYS,
} from '@quadro/contract/employees';
import { PROFILES } from '@quadro/contract/profiles';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useCreateEmployee } from '../api/create-employee.ts';
import { useUpdateEmployee } from '../api/update-employee.ts';

const FORM_ID = 'employee-form';
const FIELDS = Object.keys(employeeInputSchema.shape);

const EMPTY: EmployeeFormValues = {
  name: '',
  email: '',
  profiles: ['employee'],
  start_date: '',
  contract_type: '',
  job_title: '',
  working_weekdays: [1, 2, 3, 4, 5],
  daily_hours: '8',
  tax_number: '',
};

function valuesOf(employee: EmployeeRecord): EmployeeFormValues {
  return {
    name: employee.name,
    email: employee.email,
    profiles: employee.profiles as EmployeeFormValues['profiles'],
    start_date: employee.start_date ?? '',
    contract_type: employee.contract_type ?? '',
    job_title: employee.job_title ?? '',
    working_weekdays: employee.working_weekdays,
    daily_hours: employee.daily_hours,
    tax_number: employee.tax_number ?? '',
  };
}

interface EmployeeFormDialogProps {
  /** The employee to edit; a new one when absent. */
  employee?: EmployeeRecord;
  onClose: () => void;
  onCreated?: (created: { id: string }) => void;
}

/** HR's add/edit form for an employee, in the floating form dialog of spec §2. */
export function EmployeeFormDialog({ employee, onClose, onCreated }: EmployeeFormDialogProps) {
  const create = useCreateEmployee((created) => {
    onCreated?.(created);
    onClose();
  });
  const update = useUpdateEmployee(onClose);
  const pending = create.isPending || update.isPending;
  const submit = (
    values: EmployeeInput,
    form: UseFormReturn<EmployeeFormValues, unknown, EmployeeInput>,
  ) => {
    const onError = (error: unknown) => showServerFieldErrors(error, form.setError, FIELDS, 'name');
    if (employee) update.mutate({ ...values, id: employee.id }, { onError });
    else create.mutate(values, { onError });
  };
  return (
    <FormDialog
      open
      large
      title={employee ? `Edit ${employee.name}` : 'New employee'}
      onClose={onClose}
      formId={FORM_ID}
      pending={pending}
    >
      <Form
        id={FORM_ID}
        schema={employeeInputSchema}
        defaultValues={employee ? valuesOf(employee) : EMPTY}
        onSubmit={submit}
        aria-label={employee ? 'Edit employee' : 'New employee'}
      >
        {() => (
          <>
            <FormTextField name="name" label="Name" autoFocus />
            <FormTextField name="email" label="E-mail" type="email" />
            <FormTextField name="job_title" label="Job title" />
            <FormDateField name="start_date" label="Start date" />
            <FormSelect
              name="contract_type"
              label="Contract type"
              options={CONTRACT_TYPES.map((type) => ({ value: type.key, label: type.name }))}
            />
            <FormTextField name="tax_number" label="Tax number (NIF)" />
            <FormCheckboxGroup
              name="working_weekdays"
              label="Working weekdays"
              options={WEEKDAYS.map((day) => ({ value: day.key, label: day.short }))}
            />
            <FormTextField name="daily_hours" label="Daily hours" hint="e.g. 8 or 7.5" />
            <FormCheckboxGroup
              name="profiles"
              label="Profiles"
              options={PROFILES.map((profile) => ({ value: profile, label: profile }))}
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
