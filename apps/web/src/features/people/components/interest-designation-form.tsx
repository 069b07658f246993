import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type InterestInput, interestInputSchema } from '@quadro/contract/interests';
import type { UseFormReturn } from 'react-hook-form';
import { errorText } from '../../../app/api/error-message.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

interface InterestDesignationFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** Calls back with the server's refusal, shown under the field. */
  onSubmit: (values: InterestInput, onError: (error: unknown) => void) => void;
  onCancel?: () => void;
}

/** One designation field, for adding and for renaming an interest. */
export function InterestDesignationForm({
  label,
  submitLabel,
  initial = '',
  pending,
  onSubmit,
  onCancel,
}: InterestDesignationFormProps) {
  const submit = (
    values: InterestInput,
    form: UseFormReturn<InterestInput, unknown, InterestInput>,
  ) => onSubmit(values, (error) => form.setError('designation', { message: errorText(error) }));
  return (
    <Form
      schema={interestInputSchema}
      defaultValues={{ designation: initial }}
      onSubmit={submit}
      aria-label={`${label} form`}
    >
      {() => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField name="designation" label={label} />
          <Button type="submit" variant="contained" loading={pending} sx={{ mt: 1 }}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} sx={{ mt: 1 }}>
              Cancel
            </Button>
          )}
        </Stack>
      )}
    </Form>
  );
}
