import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode, Ref } from 'react';

interface CheckboxInputProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/** A labelled checkbox with its error, whichever form holds its value. */
export function CheckboxInput({
  name,
  label,
  checked,
  onChange,
  onBlur,
  inputRef,
  error,
}: CheckboxInputProps) {
  return (
    <FormControl error={error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={name}
            slotProps={{ input: { ref: inputRef } }}
            checked={checked}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
      />
      {error !== undefined && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
