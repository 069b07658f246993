import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUTH_MESSAGES, FAILURE_MESSAGES } from '@quadro/contract/messages';
import { errorText, failedResponseText } from './error-message.ts';
import { ConnectionError, HttpError } from './http-error.ts';

describe('failed-response text (spec §8, first handler)', () => {
  it('takes error_description first and turns non-alphanumerics into spaces', () => {
    const error = new HttpError(400, 'Bad Request', {
      error: 'invalid_grant',
      error_description: 'invalid_username_or_password',
    });
    assert.equal(failedResponseText(error), 'invalid username or password');
  });

  it('prefers our human message to the machine error code', () => {
    const error = new HttpError(409, 'Conflict', { error: 'conflict', message: 'E-mail taken.' });
    assert.equal(failedResponseText(error), 'E mail taken');
  });

  it('falls back to the first item of the first field, then the status text', () => {
    assert.equal(
      failedResponseText(new HttpError(400, 'Bad Request', { Password: ['Too short'] })),
      'Too short',
    );
    assert.equal(failedResponseText(new HttpError(502, 'Bad Gateway', '')), 'Bad Gateway');
  });

  it("answers 'Sorry. We couldn't connect' when there was no response", () => {
    assert.equal(
      failedResponseText(new ConnectionError(new Error('down'))),
      AUTH_MESSAGES.couldNotConnect,
    );
  });
});

describe('error text for toasts (spec §8, second handler)', () => {
  it('reads the message, then the first field entry, then the status text', () => {
    assert.equal(
      errorText(
        new HttpError(400, 'Bad Request', {
          error: 'validation_failed',
          message: 'name: Required',
        }),
      ),
      'name: Required',
    );
    assert.equal(
      errorText(
        new HttpError(400, 'Bad Request', { fields: [{ field: 'x', message: 'Invalid email' }] }),
      ),
      'Invalid email',
    );
    assert.equal(
      errorText(new HttpError(500, 'Internal Server Error', undefined)),
      'Internal Server Error',
    );
    assert.equal(errorText(new Error('boom')), AUTH_MESSAGES.couldNotConnect);
  });

  it("reads the call's own text when the answer carries no detail (spec §8's cancellation)", () => {
    const withoutDetail = FAILURE_MESSAGES.serverWithoutDetail;
    assert.equal(
      errorText(new HttpError(502, 'Bad Gateway', undefined), withoutDetail),
      'Something went wrong with the server!',
    );
    assert.equal(errorText(new HttpError(500, '', {}), withoutDetail), withoutDetail);
    assert.equal(
      errorText(new HttpError(409, 'Conflict', { message: 'Already asked' }), withoutDetail),
      'Already asked',
    );
  });
});
