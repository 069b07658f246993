import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CheckboxInput } from './checkbox-input.tsx';

/** A checkbox bound to the surrounding react-hook-form form. */
export function FormCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <CheckboxInput
      name={field.name}
      label={label}
      inputRef={field.ref}
      checked={field.value === true}
      onBlur={field.onBlur}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
