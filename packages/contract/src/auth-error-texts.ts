import { AUTH_MESSAGES } from './messages.ts';
import { OAUTH_ERROR_DESCRIPTIONS, OAUTH_ERRORS } from './oauth.ts';
import { SSO_ONLY_ERROR } from './sso.ts';

/** The sign-in, sign-up and password flows whose errors go through the known-message table of spec §8. */
export type AuthFlow = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'changePassword';

/** Texts are compared lower-cased with non-alphanumerics as single spaces, as the web normalises them. */
export function normalizeErrorText(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .toLowerCase();
}

const STATUS_TEXTS: Record<AuthFlow, Partial<Record<number, string>>> = {
  login: { 401: AUTH_MESSAGES.accountDisabled, 409: AUTH_MESSAGES.passwordAlreadyUsed },
  register: { 409: AUTH_MESSAGES.emailAlreadyRegistered },
  forgotPassword: { 409: AUTH_MESSAGES.emailNotRegistered },
  resetPassword: { 401: AUTH_MESSAGES.accountDisabled, 409: AUTH_MESSAGES.passwordAlreadyUsed },
  changePassword: { 409: AUTH_MESSAGES.samePassword },
};

const SHARED_TEXTS: Record<string, string> = {
  [OAUTH_ERROR_DESCRIPTIONS.invalidCredentials]: AUTH_MESSAGES.invalidCredentials,
  [OAUTH_ERROR_DESCRIPTIONS.accountDisabled]: AUTH_MESSAGES.accountDisabled,
  [OAUTH_ERRORS.tooManyAttempts]: AUTH_MESSAGES.tooManyAttempts,
  ...Object.fromEntries(Object.values(AUTH_MESSAGES).map((message) => [message, message])),
};

const FLOW_TEXTS: Record<AuthFlow, Record<string, string>> = {
  login: {},
  register: {},
  // Kept from the original portal: a failed connection on this form reads as an unknown e-mail.
  forgotPassword: { [AUTH_MESSAGES.couldNotConnect]: AUTH_MESSAGES.noAccountForEmail },
  resetPassword: {},
  changePassword: {},
};

function lookup(table: Record<string, string>, text: string): string | undefined {
  const wanted = normalizeErrorText(text);
  return Object.entries(table).find(([known]) => normalizeErrorText(known) === wanted)?.[1];
}

/** Maps a failed sign-in or password call to the text the user sees; unknown texts pass through. */
export function authErrorText(flow: AuthFlow, status: number | undefined, text: string): string {
  return (
    (status === undefined ? undefined : STATUS_TEXTS[flow][status]) ??
    lookup(FLOW_TEXTS[flow], text) ??
    lookup(SHARED_TEXTS, text) ??
    text
  );
}

/**
 * A refusal because the person signs in only through the identity provider (the token endpoint's
 * `error_description`, the account forms' `message`): its text names the provider, so it is shown
 * as the server wrote it, punctuation kept. Undefined for any other body.
 */
export function ssoRequiredText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, error_description, message } = body as Record<string, unknown>;
  if (error !== SSO_ONLY_ERROR) return undefined;
  const text = error_description ?? message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}
