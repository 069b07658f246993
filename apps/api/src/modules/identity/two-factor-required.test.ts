import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';

describe('profiles that must use two-factor sign-in (system parameter)', () => {
  let t: TestApp;
  let tokens: { access_token: string; refresh_token: string };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token = tokens.access_token) =>
    t.app.inject({ url, headers: as(token) });

  before(async () => {
    t = await createTestApp();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/system-parameters/twoFactorRequiredProfiles',
      headers: await t.authAs('hr@example.com'),
      payload: { value: 'Comercial' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().value, 'comercial');
    tokens = await t.login('comercial@example.com');
  });
  after(() => t.close());

  it('lets such a person reach only their account and the setup until it is on', async () => {
    const projects = await get('/api/projects');
    assert.equal(projects.statusCode, 403);
    assert.deepEqual(projects.json(), {
      error: 'two_factor_required',
      message: 'Your profile requires two-factor sign-in: turn it on to go on',
    });
    assert.equal((await get('/api/accounts')).statusCode, 200);
    assert.deepEqual((await get('/api/accounts/two-factor')).json(), {
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    const hr = await t.app.inject({
      url: '/api/employees',
      headers: await t.authAs('hr@example.com'),
    });
    assert.equal(hr.statusCode, 200, 'profiles not listed go on as before');
  });

  it('opens everything once it is on and the token is refreshed, and keeps it on', async () => {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/two-factor/setup',
      headers: as(tokens.access_token),
    });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret) });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/two-factor/confirm',
      headers: as(tokens.access_token),
      payload: { code: totp.generate() },
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const refreshed = await t.app.inject(
      tokenForm({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        ...WEB_CLIENT,
      }),
    );
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    const fresh = refreshed.json().access_token as string;
    assert.equal((await get('/api/projects', fresh)).statusCode, 200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/two-factor',
      headers: as(fresh),
      payload: { password: 'Demo#2026', code: totp.generate() },
    });
    assert.equal(off.statusCode, 409);
    assert.equal(off.json().message, 'Your profile requires two-factor sign-in: it stays on');
  });
});
