import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type InputHTMLAttributes, type Ref, useId } from 'react';

export type TextInputProps = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'endAdornment' | 'multiline' | 'rows'
> & {
  name: string;
  label: string;
  value: string | number;
  /** The raw text typed; the form decides what it becomes. */
  onChange: (raw: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** Keeps the label above the input, for inputs that always show a placeholder (dates). */
  shrinkLabel?: boolean | undefined;
  /** A line under the input while it has no error. */
  hint?: string | undefined;
  /** Attributes of the input element itself: the keyboard a phone shows, spelling and capitals. */
  htmlInput?:
    | Pick<
        InputHTMLAttributes<HTMLInputElement>,
        'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength' | 'min'
      >
    | undefined;
};

/**
 * A labelled text input with its error or hint, whichever form holds its value. Built from
 * OutlinedInput rather than TextField, whose select mode would pull menus and popovers into the
 * sign-in page's bundle.
 */
export function TextInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  shrinkLabel,
  hint,
  htmlInput,
  ...inputProps
}: TextInputProps) {
  const id = useId();
  const helper = error ?? hint;
  return (
    <FormControl fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        notched={shrinkLabel}
        slotProps={htmlInput ? { input: htmlInput } : undefined}
        name={name}
        inputRef={inputRef}
        value={value}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helper ? `${id}-helper` : undefined}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}
