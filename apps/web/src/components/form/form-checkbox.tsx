import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';

export function FormCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
