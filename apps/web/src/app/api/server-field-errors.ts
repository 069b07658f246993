import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
