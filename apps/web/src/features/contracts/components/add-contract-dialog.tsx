import { CONTRACT_TYPES } from '@quadro/contract/account';
import { type ContractInput, contractInputSchema } from '@quadro/contract/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAddContract } from '../api/add-contract.ts';

const FORM_ID = 'add-contract-form';
type Values = z.input<typeof contractInputSchema>;

export function AddContractDialog({
  employeeId,
  onClose,
}: {
  employeeId: string;
  onClose: () => void;
}) {
  const add = useAddContract(employeeId, onClose);
  const submit = (values: ContractInput, form: UseFormReturn<Values, unknown, ContractInput>) =>
    add.mutate(values, {
      onError: (error) =>
        showServerFieldErrors(error, form.setError, ['type', 'started_at', 'salary'], 'started_at'),
    });
  return (
    <FormDialog
      open
      title="Add contract"
      onClose={onClose}
      formId={FORM_ID}
      pending={add.isPending}
    >
      <Form
        id={FORM_ID}
        schema={contractInputSchema}
        defaultValues={{ employee_id: employeeId, type: '', started_at: '', salary: '' }}
        onSubmit={submit}
        aria-label="Add contract"
      >
        {() => (
          <>
            <FormSelect
              name="type"
              label="Contract type"
              options={CONTRACT_TYPES.map((type) => ({ value: type.key, label: type.name }))}
            />
            <FormDateField name="started_at" label="Start date" />
            <FormTextField name="salary" label="Monthly base salary (€)" hint="e.g. 1500.00" />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
