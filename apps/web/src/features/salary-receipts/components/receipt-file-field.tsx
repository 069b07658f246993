import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/**
 * The receipt's PDF as a form field (`file`): a native file input, so the file picked stays picked
 * while the server's refusal is shown under it.
 */
export function ReceiptFileField({ label, hint }: { label: string; hint: string }) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'file', control });
  const error = fieldState.error?.message;
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2">
        {label}
      </Typography>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="file"
        accept="application/pdf"
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.files?.[0])}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-help`}
      />
      <FormHelperText id={`${id}-help`} error={error !== undefined}>
        {error ?? hint}
      </FormHelperText>
    </Stack>
  );
}
