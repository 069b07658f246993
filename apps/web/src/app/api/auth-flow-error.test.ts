import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { SSO_MESSAGES, SSO_ONLY_ERROR } from '@quadro/contract/sso';
import { authFlowErrorText } from './auth-flow-error.ts';
import { HttpError } from './http-error.ts';

describe('the text under a sign-in or password form', () => {
  it("shows an SSO-only refusal as the server wrote it, with the provider's name", () => {
    const description = SSO_MESSAGES.passwordRefused('Acme ID');
    const refused = new HttpError(400, 'Bad Request', {
      error: SSO_ONLY_ERROR,
      error_description: description,
    });
    assert.equal(authFlowErrorText('login', refused), description);
    const reset = SSO_MESSAGES.resetRefused('Acme ID');
    const forgot = new HttpError(400, 'Bad Request', { error: SSO_ONLY_ERROR, message: reset });
    assert.equal(authFlowErrorText('forgotPassword', forgot), reset);
  });

  it('keeps the known-message table for other refusals', () => {
    const wrong = new HttpError(400, 'Bad Request', {
      error: 'invalid_grant',
      error_description: 'invalid_username_or_password',
    });
    assert.equal(authFlowErrorText('login', wrong), AUTH_MESSAGES.invalidCredentials);
    assert.equal(authFlowErrorText('login', new Error('offline')), AUTH_MESSAGES.couldNotConnect);
  });
});
