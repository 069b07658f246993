import type { UseFormReturn } from 'react-hook-form';
import { HttpError } from '../../app/api/http-error.ts';
import { showServerErrors } from '../../app/api/server-field-errors.ts';
import { formFieldOf, type ScoreRows } from './score-rows.ts';

/**
 * The API's refusal of sent scores under the form's rows: the API numbers the scored rows it got,
 * the form every goal.
 */
export function showScoreErrors<Values extends ScoreRows>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  rowIndexes: readonly number[],
): void {
  const body = error instanceof HttpError ? (error.body as { fields?: unknown } | null) : null;
  if (!(error instanceof HttpError) || !body || !Array.isArray(body.fields)) {
    showServerErrors(form, error);
    return;
  }
  const fields = body.fields.map((entry: { field?: unknown }) =>
    typeof entry?.field === 'string'
      ? { ...entry, field: formFieldOf(entry.field, rowIndexes) }
      : entry,
  );
  showServerErrors(form, new HttpError(error.status, error.statusText, { ...body, fields }));
}
