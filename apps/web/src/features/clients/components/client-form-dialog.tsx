import { type Client, type ClientInput, clientInputSchema } from '@quadro/contract/clients';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useCreateClient } from '../api/create-client.ts';
import { useUpdateClient } from '../api/update-client.ts';

const FORM_ID = 'client-form';
const FIELDS = Object.keys(clientInputSchema.shape);
type Values = z.input<typeof clientInputSchema>;

function valuesOf(client?: Client): Values {
  return {
    name: client?.name ?? '',
    contact_name: client?.contact_name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    tax_number: client?.tax_number ?? '',
    limit_days: client?.limit_days ?? 0,
  };
}

/** Spec §2 floating add/edit form for a client. */
export function ClientFormDialog({ client, onClose }: { client?: Client; onClose: () => void }) {
  const create = useCreateClient(onClose);
  const update = useUpdateClient(onClose);
  const submit = (values: ClientInput, form: UseFormReturn<Values, unknown, ClientInput>) => {
    const onError = (error: unknown) => showServerFieldErrors(error, form.setError, FIELDS, 'name');
    if (client) update.mutate({ ...values, id: client.id }, { onError });
    else create.mutate(values, { onError });
  };
  return (
    <FormDialog
      open
      title={client ? `Edit ${client.name}` : 'New client'}
      onClose={onClose}
      formId={FORM_ID}
      pending={create.isPending || update.isPending}
    >
      <Form
        id={FORM_ID}
        schema={clientInputSchema}
        defaultValues={valuesOf(client)}
        onSubmit={submit}
        aria-label={client ? 'Edit client' : 'New client'}
      >
        {() => (
          <>
            <FormTextField name="name" label="Name" autoFocus />
            <FormTextField name="contact_name" label="Contact name" />
            <FormTextField name="email" label="E-mail" type="email" />
            <FormTextField name="phone" label="Phone" />
            <FormTextField name="address" label="Address" />
            <FormTextField name="tax_number" label="Tax number" />
            <FormTextField
              name="limit_days"
              label="Limit days"
              type="number"
              hint="Days a year an allocated employee may be away"
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
