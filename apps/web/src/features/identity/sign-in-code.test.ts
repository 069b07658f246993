import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { RECOVERY_CODE_MESSAGES, TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import { ConnectionError, HttpError } from '../../app/api/http-error.ts';
import { codeErrorText, codeFailureOf, codeFormSchemas } from './sign-in-code.ts';

const invalidGrant = (description: string) =>
  new HttpError(400, 'Bad Request', { error: 'invalid_grant', error_description: description });

describe('the second step of a sign-in', () => {
  it('tells a wrong code from an expired challenge and from everything else', () => {
    assert.equal(codeFailureOf(invalidGrant('invalid_otp')), 'wrong');
    assert.equal(codeFailureOf(invalidGrant('invalid_mfa_token')), 'expired');
    assert.equal(
      codeFailureOf(new HttpError(429, 'Too Many Requests', { error: 'too_many_attempts' })),
      'other',
    );
    assert.equal(codeFailureOf(new ConnectionError(new Error('offline'))), 'other');
  });

  it("words a wrong code for the field in use, and the rest as sign-in's known messages", () => {
    assert.equal(codeErrorText('otp', invalidGrant('invalid_otp')), TWO_FACTOR_MESSAGES.wrongCode);
    assert.equal(
      codeErrorText('recovery', invalidGrant('invalid_otp')),
      RECOVERY_CODE_MESSAGES.wrong,
    );
    assert.equal(
      codeErrorText('otp', new HttpError(429, 'Too Many Requests', { error: 'too_many_attempts' })),
      AUTH_MESSAGES.tooManyAttempts,
    );
    assert.equal(
      codeErrorText('otp', new ConnectionError(new Error('offline'))),
      AUTH_MESSAGES.couldNotConnect,
    );
  });

  it('takes a code as authenticator apps show it, and refuses anything but six digits', () => {
    assert.deepEqual(codeFormSchemas.otp.parse({ code: '123 456' }), { code: '123456' });
    const refused = codeFormSchemas.otp.safeParse({ code: '12345a' });
    assert.equal(refused.error?.issues[0]?.message, TWO_FACTOR_MESSAGES.codeFormat);
  });

  it('takes a recovery code in any case, with or without dashes, and sends it as it was shown', () => {
    for (const typed of ['abcd-efgh-jk23', 'ABCD EFGH JK23', 'abcdefghjk23', ' abcd-efgh-jk23 ']) {
      assert.deepEqual(codeFormSchemas.recovery.parse({ code: typed }), {
        code: 'abcd-efgh-jk23',
      });
    }
    for (const typed of ['', 'abcd-efgh', 'abcd-efgh-jk23-mnpq']) {
      const refused = codeFormSchemas.recovery.safeParse({ code: typed });
      assert.equal(refused.error?.issues[0]?.message, RECOVERY_CODE_MESSAGES.format);
    }
  });
});
