import Typography from '@mui/material/Typography';
import {
  SYSTEM_PARAMETERS,
  type SystemParameter,
  type SystemParameterKey,
} from '@quadro/contract/system-parameters';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorText } from '../../../app/api/error-message.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useUpdateSystemParameter } from '../api/update-system-parameter.ts';
import { isWholeNumberParameter } from './parameter-value.ts';

const FORM_ID = 'edit-system-parameter-form';

type ValueForm = { value: string | number };

/** The key's own contract schema checks the value here as on the server. */
function formSchemaFor(key: SystemParameterKey) {
  return z.object({ value: SYSTEM_PARAMETERS[key].schema }) as unknown as z.ZodType<
    ValueForm,
    ValueForm
  >;
}

interface EditParameterDialogProps {
  parameter: SystemParameter;
  onClose: () => void;
}

export function EditParameterDialog({ parameter, onClose }: EditParameterDialogProps) {
  const { key } = parameter;
  const definition = SYSTEM_PARAMETERS[key];
  const [schema] = useState(() => formSchemaFor(key));
  const update = useUpdateSystemParameter(onClose);
  const submit = (values: ValueForm, form: UseFormReturn<ValueForm, unknown, ValueForm>) =>
    update.mutate(
      { key, value: values.value },
      { onError: (error) => form.setError('value', { message: errorText(error) }) },
    );
  const [dirty, setDirty] = useState(false);
  return (
    <FormDialog
      open
      title={definition.label}
      onClose={onClose}
      formId={FORM_ID}
      submitDisabled={!dirty}
      pending={update.isPending}
    >
      <Form
        id={FORM_ID}
        schema={schema}
        defaultValues={{ value: parameter.value }}
        onSubmit={submit}
        onDirtyChange={setDirty}
        aria-label={`Edit ${definition.label}`}
      >
        {() => (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {definition.description}
            </Typography>
            <FormTextField
              name="value"
              label={`${definition.label} (${definition.unit})`}
              type={isWholeNumberParameter(key) ? 'number' : 'text'}
              hint={`Default: ${parameter.default_value}`}
              autoFocus
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
