import { useController, useFormContext } from 'react-hook-form';
import { PasswordInput, type PasswordInputProps } from './password-input.tsx';

type FormPasswordFieldProps = Pick<
  PasswordInputProps,
  'name' | 'label' | 'autoComplete' | 'autoFocus'
>;

/** A password input bound to the surrounding react-hook-form form. */
export function FormPasswordField({ name, ...inputProps }: FormPasswordFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <PasswordInput
      {...inputProps}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
