import type { InjectOptions } from 'fastify';
import type { IdPlace } from './id-places.ts';

/** The values a dotted body path reaches: `ids[]` every element, `items[].id` every item's id. */
function valuesAlong(value: unknown, steps: readonly string[]): unknown[] {
  const [step, ...rest] = steps;
  if (step === undefined) return [value];
  const [name = '', ...brackets] = step.split('[]');
  let reached: unknown[] = [name === '' ? value : (value as Record<string, unknown>)?.[name]];
  for (const _ of brackets) reached = reached.flatMap((item) => (Array.isArray(item) ? item : []));
  return reached.flatMap((item) => valuesAlong(item, rest));
}

/** The multipart field's values: each part named `name` whose content is text. */
function formFields(payload: unknown, name: string): string[] {
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : String(payload);
  const pattern = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`, 'g');
  return [...text.matchAll(pattern)].map(([, value]) => value ?? '');
}

/**
 * The values a request carries at one place of the route `routeUrl`: the path segment of a
 * parameter, a query field's values, a JSON body's fields along a path, a form's text fields.
 */
export function valuesAt(
  routeUrl: string,
  place: IdPlace,
  request: Pick<InjectOptions, 'url' | 'payload'> & { url: string },
): unknown[] {
  const [part, ...path] = place.split('.');
  const field = path.join('.');
  const url = new URL(request.url, 'http://quadro.test');
  if (part === 'params') {
    const index = routeUrl.split('/').indexOf(`:${field}`);
    return [decodeURIComponent(url.pathname.split('/')[index] ?? '')];
  }
  if (part === 'query') return url.searchParams.getAll(field);
  if (part === 'formData') return formFields(request.payload, field);
  return valuesAlong(request.payload, field.split('.'));
}
