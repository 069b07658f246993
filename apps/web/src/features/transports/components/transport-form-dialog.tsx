import {
  type Transport,
  type TransportFormValues,
  type TransportInput,
  transportInputSchema,
} from '@quadro/contract/transports';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useCreateTransport } from '../api/create-transport.ts';
import { useUpdateTransport } from '../api/update-transport.ts';
import { transportName } from './transports-table.tsx';

const FORM_ID = 'transport-form';
const FIELDS = Object.keys(transportInputSchema.shape);

function valuesOf(transport?: Transport): TransportFormValues {
  return {
    operator: transport?.operator ?? '',
    passType: transport?.passType ?? '',
    monthlyPrice: transport?.monthlyPrice ?? '',
    notes: transport?.notes ?? null,
  };
}

/** Spec §2 floating add/edit form for an entry of the catalogue. */
export function TransportFormDialog({
  transport,
  search,
  onClose,
}: {
  transport?: Transport;
  /** The search of the list on screen, where the saved entry shows. */
  search: string;
  onClose: () => void;
}) {
  const create = useCreateTransport(search, onClose);
  const update = useUpdateTransport(search, onClose);
  const submit = (
    values: TransportInput,
    form: UseFormReturn<TransportFormValues, unknown, TransportInput>,
  ) => {
    const onError = (error: unknown) =>
      showServerFieldErrors(error, form.setError, FIELDS, 'operator');
    if (transport) update.mutate({ ...values, id: transport.id }, { onError });
    else create.mutate(values, { onError });
  };
  return (
    <FormDialog
      open
      title={transport ? `Edit ${transportName(transport)}` : 'New transport'}
      onClose={onClose}
      formId={FORM_ID}
      pending={create.isPending || update.isPending}
    >
      <Form
        id={FORM_ID}
        schema={transportInputSchema}
        defaultValues={valuesOf(transport)}
        onSubmit={submit}
        aria-label={transport ? 'Edit transport' : 'New transport'}
      >
        {() => (
          <>
            <FormTextField name="operator" label="Operator" autoFocus hint="For example Carris" />
            <FormTextField
              name="passType"
              label="Pass type"
              hint="For example Navegante Metropolitano"
            />
            <FormTextField
              name="monthlyPrice"
              label="Monthly price (€)"
              hint="The usual price of a month, for example 40,00"
            />
            <FormTextField name="notes" label="Notes (optional)" emptyAsNull multiline rows={2} />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
