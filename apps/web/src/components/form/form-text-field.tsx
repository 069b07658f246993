import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type InputHTMLAttributes, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

type FormTextFieldProps = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'endAdornment' | 'multiline' | 'rows'
> & {
  name: string;
  label: string;
  /** Optional fields send null when left empty, as the contract's nullable fields expect. */
  emptyAsNull?: boolean;
  /** Keeps the label above the input, for inputs that always show a placeholder (dates). */
  shrinkLabel?: boolean;
  /** A line under the input while it has no error. */
  hint?: string;
  /** Attributes of the input element itself: the keyboard a phone shows, spelling and capitals. */
  htmlInput?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength'
  >;
};

function parseInput(raw: string, type: string | undefined, emptyAsNull: boolean) {
  if (raw === '') return emptyAsNull ? null : '';
  return type === 'number' ? Number(raw) : raw;
}

/**
 * A text input bound to the surrounding form. Built from OutlinedInput rather than TextField, whose
 * select mode would pull menus and popovers into the sign-in page's bundle.
 */
export function FormTextField({
  name,
  label,
  emptyAsNull = false,
  shrinkLabel,
  hint,
  type,
  htmlInput,
  ...inputProps
}: FormTextFieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const helper = error ?? hint;
  return (
    <FormControl fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        type={type}
        label={label}
        notched={shrinkLabel}
        slotProps={htmlInput ? { input: htmlInput } : undefined}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(parseInput(event.target.value, type, emptyAsNull))}
        aria-describedby={helper ? `${id}-helper` : undefined}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}
