import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { startOidcTestProvider, type TestOidcProvider } from './oidc-test-provider.ts';

/** The tests' identity provider itself: what the single sign-on tests and the browser test rely on. */
describe('the test OpenID Connect provider', () => {
  let idp: TestOidcProvider;
  let relyingParty: Server;
  let rpUrl: string;
  const logoutTokens: string[] = [];
  let configuration: client.Configuration;

  before(async () => {
    relyingParty = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        logoutTokens.push(new URLSearchParams(body).get('logout_token') ?? '');
        response.writeHead(200);
        response.end();
      });
    });
    await new Promise<void>((resolve) => relyingParty.listen(0, '127.0.0.1', () => resolve()));
    rpUrl = `http://127.0.0.1:${(relyingParty.address() as AddressInfo).port}`;
    idp = await startOidcTestProvider({
      clients: [
        {
          client_id: 'rp',
          client_secret: 'rp-secret',
          redirect_uris: [`${rpUrl}/callback`],
          post_logout_redirect_uris: [`${rpUrl}/signed-out`],
          backchannel_logout_uri: `${rpUrl}/backchannel-logout`,
          backchannel_logout_session_required: true,
        },
      ],
      users: [
        {
          accountId: 'sub-1',
          email: 'person@example.com',
          name: 'A Person',
          groups: ['Staff'],
          password: 'right',
          amr: ['pwd', 'otp'],
        },
      ],
    });
    configuration = await client.discovery(new URL(idp.issuer), 'rp', 'rp-secret', undefined, {
      execute: [client.allowInsecureRequests],
    });
  });
  after(async () => {
    await idp.stop();
    relyingParty.closeAllConnections();
    await new Promise<void>((resolve) => relyingParty.close(() => resolve()));
  });

  async function authorization() {
    const checks = {
      pkceCodeVerifier: client.randomPKCECodeVerifier(),
      expectedState: client.randomState(),
      expectedNonce: client.randomNonce(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: `${rpUrl}/callback`,
      scope: 'openid email profile groups',
      state: checks.expectedState,
      nonce: checks.expectedNonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.pkceCodeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.toString(), checks };
  }

  it('shows a labelled login form', async () => {
    const { url } = await authorization();
    const toInteraction = await fetch(url, { redirect: 'manual' });
    const page = await fetch(new URL(String(toInteraction.headers.get('location')), url), {
      headers: {
        cookie: toInteraction.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    const html = await page.text();
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, /<label for="password">Password<\/label>/);
    assert.match(html, /<button type="submit">Sign in<\/button>/);
  });

  it('refuses a wrong password', async () => {
    const { url } = await authorization();
    await assert.rejects(idp.signIn(url, 'person@example.com', 'wrong'), /refused the login/);
  });

  it('issues an ID token with the claims, amr and sid, and logs out over the back channel', async () => {
    const { url, checks } = await authorization();
    const answer = await idp.signIn(url, 'person@example.com');
    assert.ok(answer.startsWith(`${rpUrl}/callback?`));
    const tokens = await client.authorizationCodeGrant(configuration, new URL(answer), checks);
    const claims = tokens.claims();
    assert.equal(claims?.sub, 'sub-1');
    assert.equal(claims?.email, 'person@example.com');
    assert.equal(claims?.email_verified, true);
    assert.deepEqual(claims?.groups, ['Staff']);
    assert.deepEqual(claims?.amr, ['pwd', 'otp']);
    assert.ok(claims?.sid);

    const endSession = client.buildEndSessionUrl(configuration, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${rpUrl}/signed-out`,
    });
    const back = await idp.signOut(endSession.toString(), 'person@example.com');
    assert.equal(back, `${rpUrl}/signed-out`);
    assert.equal(logoutTokens.length, 1);
    const logout = decodeJwt(logoutTokens[0] ?? '');
    assert.equal(logout.iss, idp.issuer);
    assert.equal(logout.sid, claims?.sid);
    assert.ok(
      (logout.events as Record<string, unknown>)[
        'http://schemas.openid.net/event/backchannel-logout'
      ],
    );
  });
});
