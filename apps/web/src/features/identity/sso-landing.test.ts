import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConnectionError, HttpError } from '../../app/api/http-error.ts';
import { landingTarget, readLanding, refusalOfTokenError } from './sso-landing.ts';
import { ssoStartHref } from './sso-start.ts';

describe('single sign-on in the browser', () => {
  it("starts a provider's sign-in with the page to come back to", () => {
    assert.equal(
      ssoStartHref('quadro-idp', '/app/vacations?year=2026'),
      '/connect/oidc/quadro-idp/authorize?returnTo=%2Fapp%2Fvacations%3Fyear%3D2026',
    );
    assert.equal(ssoStartHref('quadro-idp'), '/connect/oidc/quadro-idp/authorize?returnTo=%2Fapp');
  });

  it('goes back only to pages of /app', () => {
    assert.equal(landingTarget('/app/my-profile?tab=x'), '/app/my-profile?tab=x');
    assert.equal(landingTarget('/app'), '/app');
    assert.equal(landingTarget('/application'), '/app');
    assert.equal(landingTarget('https://evil.example/app'), '/app');
    assert.equal(landingTarget('//evil.example/app/'), '/app');
    assert.equal(landingTarget(null), '/app');
  });

  it("reads the callback's code from the fragment, or its refusal from the query", () => {
    assert.deepEqual(readLanding('#code=abc&returnTo=%2Fapp%2Fvacations', ''), {
      kind: 'code',
      code: 'abc',
      returnTo: '/app/vacations',
    });
    assert.deepEqual(readLanding('#code=abc&returnTo=https%3A%2F%2Fevil.example', ''), {
      kind: 'code',
      code: 'abc',
      returnTo: '/app',
    });
    assert.deepEqual(readLanding('', '?error=unverified_email&provider=quadro-idp'), {
      kind: 'refused',
      reason: 'unverified_email',
    });
    assert.deepEqual(readLanding('', '?error=no_such_reason'), {
      kind: 'refused',
      reason: 'sign_in_failed',
    });
    assert.deepEqual(readLanding('', ''), { kind: 'refused', reason: 'sign_in_failed' });
  });

  it("words the token endpoint's refusal of the code", () => {
    const refused = (body: unknown) => new HttpError(400, 'Bad Request', body);
    assert.equal(refusalOfTokenError(refused({ error: 'invalid_grant' })), 'expired');
    assert.equal(
      refusalOfTokenError(new HttpError(401, 'Unauthorized', { error: 'account_disabled' })),
      'disabled_person',
    );
    assert.equal(refusalOfTokenError(refused({ error: 'invalid_client' })), 'sign_in_failed');
    assert.equal(refusalOfTokenError(new ConnectionError(new Error('offline'))), 'sign_in_failed');
  });
});
