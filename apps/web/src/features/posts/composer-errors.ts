import { errorText } from '../../app/api/error-message.ts';
import { HttpError } from '../../app/api/http-error.ts';

/** What a refused post shows: under the text, under the images, or for the whole form. */
export interface ComposerErrors {
  text?: string;
  images?: string;
  form?: string;
}

const FIELD_OF: Record<string, keyof ComposerErrors> = {
  text: 'text',
  images: 'images',
  keepImageIds: 'images',
};

/**
 * The API's refusal of a post (a 4xx naming its fields, `{ fields: [{ field, message }] }`) placed
 * under the text or the images; a refusal naming no field (a 413, a 415) is the form's.
 */
export function composerErrors(error: unknown): ComposerErrors {
  const errors: ComposerErrors = {};
  const body = error instanceof HttpError ? (error.body as { fields?: unknown } | null) : null;
  const fields = body && Array.isArray(body.fields) ? body.fields : [];
  for (const item of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
    const place = FIELD_OF[item.field.split('.')[0] ?? ''];
    if (place && errors[place] === undefined) errors[place] = item.message;
  }
  if (errors.text === undefined && errors.images === undefined) {
    const message = errorText(error);
    if (error instanceof HttpError && (error.status === 413 || error.status === 415)) {
      errors.images = message;
    } else {
      errors.form = message;
    }
  }
  return errors;
}
