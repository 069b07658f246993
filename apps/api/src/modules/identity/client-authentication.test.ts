import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const OTHER_CLIENT = { client_id: 'payroll-sync', client_secret: 'payroll s3cret+%&' };

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe('client authentication and token revocation (RFC 6749 §2.3.1, RFC 7009)', () => {
  let t: TestApp;
  const post = (url: string, fields: Record<string, string>, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization && { authorization }),
      },
    });
  const signIn = (authorization?: string, client: Record<string, string> = {}) =>
    post(
      '/connect/token',
      {
        grant_type: 'password',
        username: 'employee@example.com',
        password: 'Demo#2026',
        ...client,
      },
      authorization,
    );
  const refresh = (token: string, client: Record<string, string> = WEB_CLIENT) =>
    post('/connect/token', { grant_type: 'refresh_token', refresh_token: token, ...client });
  const revoke = (token: string, authorization?: string, client: Record<string, string> = {}) =>
    post('/connect/revocation', { token, ...client }, authorization);

  before(async () => {
    t = await createTestApp({
      OAUTH_CLIENTS: `${OTHER_CLIENT.client_id}:${OTHER_CLIENT.client_secret}`,
    });
  });
  after(() => t.close());

  it('signs in with the client in an HTTP Basic header, form-encoded as the RFC asks', async () => {
    const web = await signIn(basic(WEB_CLIENT.client_id, WEB_CLIENT.client_secret));
    assert.equal(web.statusCode, 200, web.body);
    const other = await signIn(basic(OTHER_CLIENT.client_id, OTHER_CLIENT.client_secret));
    assert.equal(other.statusCode, 200, other.body);
  });

  it('signs in with the client in the body', async () => {
    const response = await signIn(undefined, WEB_CLIENT);
    assert.equal(response.statusCode, 200, response.body);
  });

  it('refuses a client sending both ways at once with 400 invalid_request', async () => {
    const response = await signIn(
      basic(WEB_CLIENT.client_id, WEB_CLIENT.client_secret),
      WEB_CLIENT,
    );
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_request');
    assert.match(response.json().error_description, /one way only/);
  });

  it('answers a wrong, unreadable or missing client 401 invalid_client with WWW-Authenticate: Basic', async () => {
    for (const response of [
      await signIn(basic(WEB_CLIENT.client_id, 'wrong')),
      await signIn('Basic not base64!'),
      await signIn(undefined, { client_id: 'nobody', client_secret: 'x' }),
      await signIn(),
    ]) {
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(response.json().error, 'invalid_client');
      assert.match(response.headers['www-authenticate'] as string, /^Basic /);
    }
  });

  it('describes a missing field in words, never with a schema library’s message', async () => {
    const response = await post(
      '/connect/token',
      { grant_type: 'password', username: 'employee@example.com' },
      basic(WEB_CLIENT.client_id, WEB_CLIENT.client_secret),
    );
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: 'invalid_request',
      error_description: 'password is required',
    });
  });

  it('revokes one’s own refresh token with 200, and the session behind it stops refreshing', async () => {
    const tokens = (await signIn(undefined, WEB_CLIENT)).json();
    const revoked = await revoke(tokens.refresh_token, undefined, WEB_CLIENT);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.deepEqual(revoked.json(), {});
    const after = await refresh(tokens.refresh_token);
    assert.equal(after.statusCode, 400);
    assert.equal(after.json().error, 'invalid_grant');
  });

  it('answers 200 to an unknown token and to one already revoked', async () => {
    const auth = basic(WEB_CLIENT.client_id, WEB_CLIENT.client_secret);
    assert.equal((await revoke('not-a-token-we-ever-issued', auth)).statusCode, 200);
    const tokens = (await signIn(auth)).json();
    assert.equal((await revoke(tokens.refresh_token, auth)).statusCode, 200);
    assert.equal((await revoke(tokens.refresh_token, auth)).statusCode, 200);
  });

  it('refuses to revoke a token issued to another client, and leaves it valid', async () => {
    const tokens = (await signIn(undefined, WEB_CLIENT)).json();
    const refused = await revoke(
      tokens.refresh_token,
      basic(OTHER_CLIENT.client_id, OTHER_CLIENT.client_secret),
    );
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().error, 'unauthorized_client');
    const still = await refresh(tokens.refresh_token);
    assert.equal(still.statusCode, 200, still.body);
  });

  it('revokes the session of an access token too, ending its refresh token', async () => {
    const tokens = (await signIn(undefined, WEB_CLIENT)).json();
    const revoked = await revoke(tokens.access_token, undefined, WEB_CLIENT);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal((await refresh(tokens.refresh_token)).statusCode, 400);
  });

  it('needs a token and an authenticated client to revoke', async () => {
    const missing = await revoke('', undefined, WEB_CLIENT);
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error, 'invalid_request');
    const anonymous = await revoke('whatever');
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().error, 'invalid_client');
  });
});
