import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { SSO_CODE_TTL_SECONDS } from '@quadro/contract/sso';
import {
  accessClaims,
  PUBLIC_URL,
  providerUser,
  type SsoFixture,
  startSsoFixture,
} from '../../../test/sso-sign-in-fixture.ts';
import { tokenForm } from '../../../test/test-app.ts';

describe('single sign-on through an OpenID Connect provider: the round trip', () => {
  let f: SsoFixture;
  const EMPLOYEE = 'employee@example.com';

  before(async () => {
    f = await startSsoFixture([providerUser('sub-ana', EMPLOYEE, { name: 'Ana Ferreira' })]);
  });
  beforeEach(() => f.clock.set(new Date()));
  after(() => f.close());

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const location = new URL(await f.authorize('test-idp', '/app/vacations'));
    assert.equal(location.origin, f.idp.issuer);
    const query = location.searchParams;
    assert.equal(query.get('client_id'), 'quadro');
    assert.equal(query.get('response_type'), 'code');
    assert.equal(query.get('redirect_uri'), `${PUBLIC_URL}/connect/oidc/test-idp/callback`);
    assert.equal(query.get('code_challenge_method'), 'S256');
    assert.equal(query.get('scope'), 'openid email profile groups');
    for (const name of ['state', 'nonce', 'code_challenge']) assert.ok(query.get(name), name);
  });

  it('signs in: landing code → Quadro tokens that open the API and refresh', async () => {
    const landing = await f.callback(
      await f.idp.signIn(await f.authorize('test-idp', '/app/vacations'), EMPLOYEE),
    );
    assert.equal(new URLSearchParams(landing.hash.slice(1)).get('returnTo'), '/app/vacations');
    const response = await f.exchange(f.codeOf(landing));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const tokens = response.json();
    assert.deepEqual(tokens.profiles, ['employee']);
    assert.equal(accessClaims(tokens.access_token).sub, await f.t.personId(EMPLOYEE));

    const account = await f.t.app.inject({
      url: '/api/accounts',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(account.statusCode, 200, account.body);

    const refreshed = await f.t.app.inject(
      tokenForm({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        ...WEB_CLIENT,
      }),
    );
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.equal(
      accessClaims(refreshed.json().access_token).sid,
      accessClaims(tokens.access_token).sid,
    );
  });

  it('opens only pages of the app after signing in', async () => {
    for (const returnTo of ['https://evil.example/app', '//evil.example', '/login', '/appx']) {
      const landing = await f.callback(
        await f.idp.signIn(await f.authorize('test-idp', returnTo), EMPLOYEE),
      );
      assert.equal(new URLSearchParams(landing.hash.slice(1)).get('returnTo'), null, returnTo);
    }
  });

  it('uses the landing code once and for 60 seconds only', async () => {
    const code = f.codeOf(await f.signIn('test-idp', EMPLOYEE));
    assert.equal((await f.exchange(code)).statusCode, 200);
    const again = await f.exchange(code);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), {
      error: 'invalid_grant',
      error_description: 'invalid_sso_code',
    });

    const late = f.codeOf(await f.signIn('test-idp', EMPLOYEE));
    f.clock.advance((SSO_CODE_TTL_SECONDS + 1) * 1000);
    assert.equal((await f.exchange(late)).statusCode, 400);

    const unknown = await f.exchange('not-a-code');
    assert.equal(unknown.json().error, 'invalid_grant');
  });

  it('refuses a provider whose discovery names another issuer', async () => {
    const response = await f.t.app.inject({ url: '/connect/oidc/impostor-idp/authorize' });
    assert.equal(response.statusCode, 302);
    const landing = new URL(String(response.headers.location));
    assert.equal(f.refusalOf(landing), 'sign_in_failed');
    assert.equal(landing.searchParams.get('provider'), 'impostor-idp');
  });

  it('refuses an answer naming another issuer (RFC 9207 iss)', async () => {
    const answer = new URL(await f.idp.signIn(await f.authorize('test-idp'), EMPLOYEE));
    answer.searchParams.set('iss', 'http://127.0.0.1:1');
    assert.equal(f.refusalOf(await f.callback(answer.toString())), 'sign_in_failed');
  });

  it('refuses an unknown state, and a state used before', async () => {
    const answer = new URL(await f.idp.signIn(await f.authorize('test-idp'), EMPLOYEE));
    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state');
    assert.equal(f.refusalOf(await f.callback(forged.toString())), 'sign_in_failed');

    f.codeOf(await f.callback(answer.toString()));
    assert.equal(f.refusalOf(await f.callback(answer.toString())), 'expired');
  });

  it("refuses an ID token carrying another attempt's nonce", async () => {
    const first = new URL(await f.authorize('test-idp'));
    const second = new URL(await f.authorize('test-idp'));
    second.searchParams.set('nonce', first.searchParams.get('nonce') ?? '');
    const answer = await f.idp.signIn(second.toString(), EMPLOYEE);
    assert.equal(f.refusalOf(await f.callback(answer)), 'sign_in_failed');
  });

  it('refuses an expired ID token', async () => {
    f.clock.set(new Date(Date.now() + 2 * 60 * 60 * 1000));
    const landing = await f.signIn('test-idp', EMPLOYEE);
    assert.equal(f.refusalOf(landing), 'sign_in_failed');
  });

  it('refuses an attempt older than its time to live', async () => {
    const answer = await f.idp.signIn(await f.authorize('test-idp'), EMPLOYEE);
    f.clock.advance(11 * 60 * 1000);
    assert.equal(f.refusalOf(await f.callback(answer)), 'expired');
  });

  it('refuses an unknown provider and the provider refusing the person', async () => {
    const unknown = await f.t.app.inject({ url: '/connect/oidc/nobody/authorize' });
    assert.equal(f.refusalOf(new URL(String(unknown.headers.location))), 'unknown_provider');

    const attempt = new URL(await f.authorize('test-idp'));
    const denied = await f.callback(
      `${PUBLIC_URL}/connect/oidc/test-idp/callback?${new URLSearchParams({
        error: 'access_denied',
        state: attempt.searchParams.get('state') ?? '',
      })}`,
    );
    assert.equal(f.refusalOf(denied), 'sign_in_failed');
  });

  it('follows the provider rotating its signing keys', async () => {
    await f.tokensFor('test-idp', EMPLOYEE);
    await f.idp.rotateKeys();
    await f.tokensFor('test-idp', EMPLOYEE);
  });

  it('lists the providers by id and name only', async () => {
    const response = await f.t.app.inject({ url: '/api/sso/providers' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), [
      { id: 'test-idp', name: 'Test IdP' },
      { id: 'mapped-idp', name: 'Mapped IdP' },
      { id: 'jit-idp', name: 'JIT IdP' },
      { id: 'impostor-idp', name: 'Impostor' },
    ]);
    assert.equal(response.body.includes('secret'), false);
  });
});
