import { TextInput, type TextInputProps } from '../form/text-input.tsx';
import { usePublicField } from './public-form-context.ts';

type PublicTextFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
>;

/** A text input bound to the surrounding public form. */
export function PublicTextField({ name, ...inputProps }: PublicTextFieldProps) {
  const field = usePublicField(name);
  return (
    <TextInput
      {...inputProps}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
