import { useController, useFormContext } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input.tsx';

type FormTextFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  /** Optional fields send null when left empty, as the contract's nullable fields expect. */
  emptyAsNull?: boolean;
};

function parseInput(raw: string, type: string | undefined, emptyAsNull: boolean) {
  if (raw === '') return emptyAsNull ? null : '';
  return type === 'number' ? Number(raw) : raw;
}

/** A text input bound to the surrounding react-hook-form form. */
export function FormTextField({
  name,
  emptyAsNull = false,
  type,
  ...inputProps
}: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextInput
      {...inputProps}
      name={field.name}
      type={type}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(raw) => field.onChange(parseInput(raw, type, emptyAsNull))}
      error={fieldState.error?.message}
    />
  );
}
