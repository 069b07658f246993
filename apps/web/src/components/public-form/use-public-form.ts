import { type FormEvent, useRef, useState } from 'react';
import type { Schema, SchemaSource } from '../form/schema-source.ts';
import { type FieldMessages, firstMessages } from './first-messages.ts';
import type { PublicFormState } from './public-form-context.ts';

/** What a submit handler may do with its form once the call has answered. */
export interface SubmittedForm {
  /** Focuses a field by name, with its text selected if asked (a wrong code, typed again). */
  setFocus: (name: string, options?: { shouldSelect?: boolean }) => void;
}

export interface PublicFormOptions<Input, Output> {
  schema: SchemaSource<Input, Output>;
  defaultValues: Input;
  onSubmit: (values: Output, form: SubmittedForm) => void;
}

function fieldNamed(form: HTMLFormElement | null, name: string): HTMLInputElement | null {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

/**
 * The public pages' form state, validated as the shell's forms are: nothing until the first submit,
 * then the whole schema on submit (the first field in error takes the focus) and, for the field
 * being typed in, on every change.
 */
export function usePublicForm<Input extends Record<string, unknown>, Output>({
  schema,
  defaultValues,
  onSubmit,
}: PublicFormOptions<Input, Output>) {
  const [values, setValues] = useState<Record<string, unknown>>(defaultValues);
  const [errors, setErrors] = useState<FieldMessages>(new Map());
  const latestValues = useRef(values);
  const loaded = useRef<Schema<Input, Output> | null>(null);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Each field's latest check: an older one that answers late does not overwrite it. */
  const latestCheckOf = useRef(new Map<string, number>());
  const checks = useRef(0);

  const validate = async (candidate: Record<string, unknown>) => {
    loaded.current ??= typeof schema === 'function' ? await schema() : schema;
    return loaded.current.safeParseAsync(candidate);
  };

  const setFocus: SubmittedForm['setFocus'] = (name, options) => {
    const field = fieldNamed(formRef.current, name);
    field?.focus();
    if (options?.shouldSelect) field?.select();
  };

  const change = (name: string, value: unknown) => {
    latestValues.current = { ...latestValues.current, [name]: value };
    setValues(latestValues.current);
    if (!submitted.current) return;
    const check = ++checks.current;
    latestCheckOf.current.set(name, check);
    void validate(latestValues.current).then((result) => {
      if (latestCheckOf.current.get(name) !== check) return;
      const message = result.success ? undefined : firstMessages(result.error.issues).get(name);
      setErrors((previous) => {
        const next = new Map(previous);
        if (message === undefined) next.delete(name);
        else next.set(name, message);
        return next;
      });
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    // The submit's messages replace those of the field checks still under way.
    latestCheckOf.current.clear();
    const result = await validate(latestValues.current);
    if (result.success) {
      setErrors(new Map());
      onSubmit(result.data, { setFocus });
      return;
    }
    const messages = firstMessages(result.error.issues);
    setErrors(messages);
    const fields = [...(formRef.current?.elements ?? [])];
    const firstInError = fields.find(
      (field) => field instanceof HTMLInputElement && messages.has(field.name),
    );
    if (firstInError instanceof HTMLInputElement) firstInError.focus();
  };

  const state: PublicFormState = { values, errors, change };
  return { state, formRef, submit };
}
