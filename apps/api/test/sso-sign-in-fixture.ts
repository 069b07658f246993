import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { SSO_GRANT_TYPE, SSO_LANDING_PATH, ssoCallbackPath } from '@quadro/contract/sso';
import type { LightMyRequestResponse } from 'fastify';
import { createTestClock, type TestClock } from '../src/platform/context/clock.ts';
import {
  DEMO_PROVIDER_PASSWORD,
  startOidcTestProvider,
  type TestOidcProvider,
  type TestOidcUser,
} from './oidc-test-provider.ts';
import { createTestApp, type TestApp, tokenForm } from './test-app.ts';

/**
 * A Quadro test app signing in through a real OpenID Connect provider (oidc-provider), with four
 * providers configured against it: 'test-idp' (plain), 'mapped-idp' (group Finance → financial),
 * 'jit-idp' (creates unknown people; group HR → hr) and 'impostor-idp' (a server whose discovery
 * names the real provider as issuer).
 */

export const PUBLIC_URL = 'http://quadro.test';
export const PROVIDER_IDS = ['test-idp', 'mapped-idp', 'jit-idp', 'impostor-idp'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];
const CLIENT = { clientId: 'quadro', clientSecret: 'quadro-test-secret' };

export const providerUser = (
  accountId: string,
  email: string,
  extra: Partial<TestOidcUser> = {},
): TestOidcUser => ({
  accountId,
  email,
  email_verified: true,
  name: extra.name ?? email.split('@')[0],
  password: DEMO_PROVIDER_PASSWORD,
  groups: [],
  amr: ['pwd'],
  ...extra,
});

export interface SsoFixture {
  t: TestApp;
  idp: TestOidcProvider;
  clock: TestClock;
  /** GET /authorize: the provider's URL it redirects to. */
  authorize(providerId: ProviderId, returnTo?: string): Promise<string>;
  /** GET the callback URL the provider sent the browser to: where Quadro redirects. */
  callback(callbackUrl: string): Promise<URL>;
  /** authorize → the provider's login as `login` → callback: the landing URL. */
  signIn(providerId: ProviderId, login: string): Promise<URL>;
  /** The landing URL's single-use code. */
  codeOf(landing: URL): string;
  /** The landing URL's refusal reason, or null. */
  refusalOf(landing: URL): string | null;
  exchange(code: string): Promise<LightMyRequestResponse>;
  /** A full sign-in to Quadro's token response. */
  tokensFor(
    providerId: ProviderId,
    login: string,
  ): Promise<{ access_token: string; refresh_token: string; profiles: string[] }>;
  close(): Promise<void>;
}

/** A server that answers a discovery document naming another issuer (the real provider). */
async function startImpostor(realIssuer: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    fetch(`${realIssuer}${request.url}`)
      .then(async (real) => {
        response.writeHead(real.status, { 'content-type': 'application/json' });
        response.end(await real.text());
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function startSsoFixture(users: TestOidcUser[]): Promise<SsoFixture> {
  const idp = await startOidcTestProvider({
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: PROVIDER_IDS.map((id) => `${PUBLIC_URL}${ssoCallbackPath(id)}`),
        post_logout_redirect_uris: [`${PUBLIC_URL}/login`],
      },
    ],
    users,
  });
  const impostor = await startImpostor(idp.issuer);
  const provider = (id: ProviderId, name: string, extra: object = {}) => ({
    id,
    name,
    issuer: idp.issuer,
    ...CLIENT,
    scopes: 'openid email profile groups',
    ...extra,
  });
  const clock = createTestClock(new Date());
  const t = await createTestApp(
    {
      PUBLIC_URL,
      OIDC_PROVIDERS: JSON.stringify([
        provider('test-idp', 'Test IdP'),
        provider('mapped-idp', 'Mapped IdP', { groupProfiles: { Finance: 'financial' } }),
        provider('jit-idp', 'JIT IdP', {
          createOnFirstSignIn: true,
          groupProfiles: { HR: ['hr'] },
          defaultProfiles: ['employee'],
        }),
        provider('impostor-idp', 'Impostor', { issuer: impostor.url }),
      ]),
    },
    { clock },
  );

  async function authorize(providerId: ProviderId, returnTo?: string) {
    const query = returnTo ? `?${new URLSearchParams({ returnTo })}` : '';
    const response = await t.app.inject({
      url: `/connect/oidc/${providerId}/authorize${query}`,
    });
    assert.equal(response.statusCode, 302, response.body);
    return String(response.headers.location);
  }

  async function callback(callbackUrl: string) {
    const url = new URL(callbackUrl);
    assert.equal(`${url.origin}${url.pathname}`.startsWith(`${PUBLIC_URL}/connect/oidc/`), true);
    const response = await t.app.inject({ url: `${url.pathname}${url.search}` });
    assert.equal(response.statusCode, 302, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    return new URL(String(response.headers.location));
  }

  const codeOf = (landing: URL) => {
    assert.equal(`${landing.origin}${landing.pathname}`, `${PUBLIC_URL}${SSO_LANDING_PATH}`);
    const code = new URLSearchParams(landing.hash.slice(1)).get('code');
    assert.ok(code, `no code in ${landing}`);
    return code;
  };
  const refusalOf = (landing: URL) => landing.searchParams.get('error');
  const exchange = (code: string) =>
    t.app.inject(tokenForm({ grant_type: SSO_GRANT_TYPE, code, ...WEB_CLIENT }));

  async function signIn(providerId: ProviderId, login: string) {
    return callback(await idp.signIn(await authorize(providerId), login));
  }

  return {
    t,
    idp,
    clock,
    authorize,
    callback,
    signIn,
    codeOf,
    refusalOf,
    exchange,
    async tokensFor(providerId, login) {
      const landing = await signIn(providerId, login);
      const response = await exchange(codeOf(landing));
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    },
    async close() {
      await t.close();
      impostor.server.closeAllConnections();
      await new Promise<void>((resolve) => impostor.server.close(() => resolve()));
      await idp.stop();
    },
  };
}

/** The claims of a Quadro access token (no verification: the API checks them). */
export function accessClaims(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}
