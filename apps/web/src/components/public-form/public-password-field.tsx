import { PasswordInput, type PasswordInputProps } from '../form/password-input.tsx';
import { usePublicField } from './public-form-context.ts';

type PublicPasswordFieldProps = Pick<
  PasswordInputProps,
  'name' | 'label' | 'autoComplete' | 'autoFocus'
>;

/** A password input bound to the surrounding public form. */
export function PublicPasswordField({ name, ...inputProps }: PublicPasswordFieldProps) {
  const field = usePublicField(name);
  return (
    <PasswordInput
      {...inputProps}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
