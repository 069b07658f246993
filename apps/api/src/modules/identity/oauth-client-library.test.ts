import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { ResourceOwnerPassword } from 'simple-oauth2';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * An integrator's view: simple-oauth2 (a maintained OAuth 2 client) with its default settings —
 * client credentials in an HTTP Basic header, form bodies — only told where our endpoints are.
 */
describe('a standard OAuth 2 client library against /connect/token and /connect/revocation', () => {
  let t: TestApp;
  let client: ResourceOwnerPassword;
  let tokenHost: string;

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    tokenHost = `http://127.0.0.1:${port}`;
    client = new ResourceOwnerPassword({
      client: { id: WEB_CLIENT.client_id, secret: WEB_CLIENT.client_secret },
      auth: {
        tokenHost,
        tokenPath: '/connect/token',
        revokePath: '/connect/revocation',
      },
    });
  });
  after(() => t.close());

  it('signs in, refreshes, and sees a reused refresh token refused', async () => {
    const signedIn = await client.getToken({
      username: 'employee@example.com',
      password: 'Demo#2026',
    });
    assert.equal(signedIn.token.token_type, 'Bearer');
    const me = await t.app.inject({
      url: '/api/accounts',
      headers: { authorization: `Bearer ${signedIn.token.access_token}` },
    });
    assert.equal(me.statusCode, 200);
    const refreshed = await signedIn.refresh();
    assert.notEqual(refreshed.token.refresh_token, signedIn.token.refresh_token);
    await assert.rejects(signedIn.refresh(), (error: { output?: { statusCode: number } }) => {
      assert.equal(error.output?.statusCode, 400);
      return true;
    });
  });

  it('revokes the refresh token, which then cannot refresh', async () => {
    const signedIn = await client.getToken({
      username: 'employee@example.com',
      password: 'Demo#2026',
    });
    await signedIn.revoke('refresh_token');
    await assert.rejects(signedIn.refresh());
  });

  it('reports a wrong client secret as the RFC says: 401 invalid_client', async () => {
    const wrong = new ResourceOwnerPassword({
      client: { id: WEB_CLIENT.client_id, secret: 'not-the-secret' },
      auth: { tokenHost, tokenPath: '/connect/token' },
    });
    await assert.rejects(
      wrong.getToken({ username: 'employee@example.com', password: 'Demo#2026' }),
      (error: { output?: { statusCode: number } }) => {
        assert.equal(error.output?.statusCode, 401);
        return true;
      },
    );
  });
});
