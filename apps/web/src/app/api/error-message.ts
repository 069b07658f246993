import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { ConnectionError, HttpError } from './http-error.ts';

type Body = Record<string, unknown>;

function asBody(value: unknown): Body | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Body)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function firstOf(value: unknown): unknown {
  if (Array.isArray(value)) return value[0];
  const body = asBody(value);
  return body ? Object.values(body)[0] : value;
}

/** The first item of the first field, e.g. `{ "Password": ["Too short"] }` or `{ fields: [{ message }] }`. */
function firstFieldItem(body: Body): string | undefined {
  const item = firstOf(Object.values(body).find((value) => Array.isArray(value)));
  return text(item) ?? text(asBody(item)?.message);
}

/**
 * Spec §8, first handler (sign-in and password calls): error_description, error, the first item of
 * the first field, its message, the status text; non-alphanumerics become spaces. Our /api bodies
 * carry a human `message` beside a machine `error` code, so the message is preferred there.
 */
export function failedResponseText(error: unknown): string {
  if (!(error instanceof HttpError)) return AUTH_MESSAGES.couldNotConnect;
  const body = asBody(error.body) ?? {};
  const raw =
    text(body.error_description) ??
    text(body.message) ??
    text(body.error) ??
    firstFieldItem(body) ??
    error.statusText;
  return raw.replace(/[^a-zA-Z0-9]+/g, ' ').trim();
}

/**
 * Spec §8, second handler (everything else, shown as toasts): the body's first meaningful message.
 * An answer that says nothing (no body, a proxy's page) reads `noDetailText` where the call has one
 * (§8: a failed cancellation), else its status text.
 */
export function errorText(error: unknown, noDetailText?: string): string {
  if (error instanceof ConnectionError || !(error instanceof HttpError)) {
    return AUTH_MESSAGES.couldNotConnect;
  }
  const body = asBody(error.body);
  const detail = body
    ? (text(body.message) ?? firstFieldItem(body) ?? text(firstOf(body)))
    : text(error.body);
  return detail ?? noDetailText ?? error.statusText;
}
