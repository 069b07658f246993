import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authErrorText, ssoRequiredText } from './auth-error-texts.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { SSO_MESSAGES, SSO_ONLY_ERROR } from './sso.ts';

test('login maps status and known descriptions', () => {
  assert.equal(authErrorText('login', 401, 'account disabled'), AUTH_MESSAGES.accountDisabled);
  assert.equal(
    authErrorText('login', 400, 'invalid username or password'),
    AUTH_MESSAGES.invalidCredentials,
  );
  assert.equal(
    authErrorText('login', 400, 'INVALID_USERNAME_OR_PASSWORD'),
    AUTH_MESSAGES.invalidCredentials,
  );
});

test('password flows map 409 per flow', () => {
  assert.equal(authErrorText('forgotPassword', 409, 'conflict'), AUTH_MESSAGES.emailNotRegistered);
  assert.equal(authErrorText('changePassword', 409, 'conflict'), AUTH_MESSAGES.samePassword);
  assert.equal(authErrorText('resetPassword', 409, 'conflict'), AUTH_MESSAGES.passwordAlreadyUsed);
});

test('forgot password keeps the original reading of a failed connection', () => {
  assert.equal(
    authErrorText('forgotPassword', undefined, AUTH_MESSAGES.couldNotConnect),
    AUTH_MESSAGES.noAccountForEmail,
  );
});

test('known texts get their punctuation back and unknown texts pass through', () => {
  assert.equal(
    authErrorText('resetPassword', 400, 'This reset link is invalid or has expired '),
    AUTH_MESSAGES.resetLinkInvalid,
  );
  assert.equal(authErrorText('login', 500, 'Internal Server Error'), 'Internal Server Error');
});

test('an SSO-only refusal is shown as the server worded it, naming the provider', () => {
  const refused = SSO_MESSAGES.passwordRefused('Acme ID');
  assert.equal(ssoRequiredText({ error: SSO_ONLY_ERROR, error_description: refused }), refused);
  const reset = SSO_MESSAGES.resetRefused('Acme ID');
  assert.equal(ssoRequiredText({ error: SSO_ONLY_ERROR, message: reset }), reset);
  assert.equal(ssoRequiredText({ error: 'invalid_grant', error_description: 'nope' }), undefined);
  assert.equal(ssoRequiredText({ error: SSO_ONLY_ERROR }), undefined);
  assert.equal(ssoRequiredText(null), undefined);
});
