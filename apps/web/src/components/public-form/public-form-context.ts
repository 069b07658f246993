import { createContext, useContext } from 'react';
import type { FieldMessages } from './first-messages.ts';

export interface PublicFormState {
  values: Readonly<Record<string, unknown>>;
  errors: FieldMessages;
  change: (name: string, value: unknown) => void;
}

export const PublicFormContext = createContext<PublicFormState | null>(null);

/** A field of the surrounding public form: its value, its error and how to change it. */
export function usePublicField(name: string) {
  const form = useContext(PublicFormContext);
  if (!form) throw new Error(`The field ${name} is outside a PublicForm`);
  return {
    value: form.values[name],
    error: form.errors.get(name),
    onChange: (value: unknown) => form.change(name, value),
  };
}
