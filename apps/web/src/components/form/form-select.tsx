import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

interface Option {
  value: string | number;
  label: string;
}

interface FormSelectProps {
  name: string;
  label: string;
  options: readonly Option[];
  /** A field that must hold one of the options offers no empty 'Not set' choice. */
  required?: boolean;
  /** The empty choice's words. */
  noneLabel?: string;
}

const NONE = '';

/** A select over a nullable field: the empty choice stores null (none when `required`). */
export function FormSelect({
  name,
  label,
  options,
  required = false,
  noneLabel = 'Not set',
}: FormSelectProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? NONE}
      onBlur={field.onBlur}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.target.value);
        field.onChange(picked ? picked.value : null);
      }}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    >
      {!required && (
        <MenuItem value={NONE}>
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
