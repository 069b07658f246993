import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { errorText } from './error-message.ts';
import { HttpError } from './http-error.ts';

interface FieldError {
  field: string;
  message: string;
}

function fieldsOf(error: unknown): FieldError[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as { fields?: unknown } | null;
  if (!body || !Array.isArray(body.fields)) return [];
  return body.fields.filter(
    (item): item is FieldError =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/**
 * Puts the server's refusal under the fields it names (`working_weekdays.0` under
 * `working_weekdays`), so the form keeps what was typed; an error naming no known field goes under
 * `fallback`.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  knownFields: readonly string[],
  fallback: Path<Values>,
): void {
  const fields = fieldsOf(error);
  let shown = false;
  for (const { field, message } of fields) {
    const name = knownFields.find((known) => field === known || field.startsWith(`${known}.`));
    if (!name) continue;
    setError(name as Path<Values>, { message });
    shown = true;
  }
  if (!shown) setError(fallback, { message: errorText(error) });
}

/**
 * The same for forms that show a root error: each refusal under the field it names when the form
 * has that field (a team row's `members.1.allocation` too), else as the form's root error.
 */
export function showServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): void {
  const named = fieldsOf(error).filter(
    (entry) => form.getValues(entry.field as Path<Values>) !== undefined,
  );
  for (const entry of named) {
    form.setError(entry.field as Path<Values>, { message: entry.message }, { shouldFocus: true });
  }
  if (named.length === 0) form.setError('root', { message: errorText(error) });
}
