import type { ReactNode } from 'react';
import { CheckboxInput } from '../form/checkbox-input.tsx';
import { usePublicField } from './public-form-context.ts';

/** A checkbox bound to the surrounding public form. */
export function PublicCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const field = usePublicField(name);
  return (
    <CheckboxInput
      name={name}
      label={label}
      checked={field.value === true}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
