import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { sessionListSchema } from '@quadro/contract/sessions';
import {
  SSO_GRANT_TYPE,
  ssoBackChannelLogoutPath,
  ssoCallbackPath,
  ssoStartPath,
} from '@quadro/contract/sso';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, type JWK, SignJWT } from 'jose';
import { freePort } from '../../../test/free-port.ts';
import {
  newSigningKeys,
  startOidcTestProvider,
  type TestOidcProvider,
} from '../../../test/oidc-test-provider.ts';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { BACKCHANNEL_LOGOUT_EVENT } from './logout-token.ts';
import { ssoLogoutTokens, ssoSessions } from './sso.schema.ts';

const PROVIDER_ID = 'idp';
const CLIENT = { client_id: 'quadro', client_secret: 'quadro-test-secret' };
/** Far below the access token's 15 minutes: only the revocation explains a 401 (instances poll every second). */
const STOPS_WITHIN_MS = 30_000;

interface Tokens {
  access_token: string;
  refresh_token: string;
}

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
const sessionIdOf = (tokens: Tokens): string => claimsOf(tokens.access_token).sid;

async function statusOn(app: FastifyInstance, tokens: Tokens) {
  return (await app.inject({ url: '/api/accounts', headers: bearer(tokens) })).statusCode;
}

/** Polls until `app` refuses the access token; fails after STOPS_WITHIN_MS. */
async function refusedWithinSeconds(app: FastifyInstance, tokens: Tokens) {
  const started = Date.now();
  while ((await statusOn(app, tokens)) !== 401) {
    assert.ok(Date.now() - started < STOPS_WITHIN_MS, `still accepted after ${STOPS_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('single sign-on sessions end with the provider', () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  let second: FastifyInstance;
  let signingKey: JWK;
  let publicUrl: string;

  before(async () => {
    const appPort = await freePort();
    publicUrl = `http://127.0.0.1:${appPort}`;
    const jwks = await newSigningKeys();
    signingKey = jwks.keys[0] as JWK;
    idp = await startOidcTestProvider({
      jwks,
      clients: [
        {
          ...CLIENT,
          redirect_uris: [`${publicUrl}${ssoCallbackPath(PROVIDER_ID)}`],
          post_logout_redirect_uris: [`${publicUrl}/login`],
          backchannel_logout_uri: `${publicUrl}${ssoBackChannelLogoutPath(PROVIDER_ID)}`,
          backchannel_logout_session_required: true,
        },
      ],
      users: [
        {
          accountId: 'sub-ana',
          email: 'employee@example.com',
          name: 'Ana Silva',
          password: 'Provider#2026',
        },
      ],
    });
    t = await createTestApp({
      PUBLIC_URL: publicUrl,
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: PROVIDER_ID,
          name: 'Test IdP',
          issuer: idp.issuer,
          clientId: CLIENT.client_id,
          clientSecret: CLIENT.client_secret,
        },
      ]),
    });
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  after(async () => {
    await second?.close();
    await t?.close();
    await idp?.stop();
  });

  const refresh = (tokens: Tokens) =>
    t.app.inject(
      tokenForm({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        ...WEB_CLIENT,
      }),
    );

  /** The browser's round trip: authorize → the provider's login page → callback → SSO code grant. */
  async function signInThroughProvider(login: string): Promise<Tokens> {
    const authorize = await t.app.inject({ url: ssoStartPath(PROVIDER_ID) });
    assert.equal(authorize.statusCode, 302, authorize.body);
    const answer = new URL(await idp.signIn(String(authorize.headers.location), login));
    const callback = await t.app.inject({ url: `${answer.pathname}${answer.search}` });
    const landing = new URL(String(callback.headers.location));
    const code = new URLSearchParams(landing.hash.slice(1)).get('code');
    assert.ok(code, `signed in: ${landing}`);
    const tokens = await t.app.inject(
      tokenForm({ grant_type: SSO_GRANT_TYPE, code, ...WEB_CLIENT }),
    );
    assert.equal(tokens.statusCode, 200, tokens.body);
    return tokens.json();
  }

  /** A password session marked as begun with the provider: its family gets an sso_sessions row. */
  async function ssoSession(
    email: string,
    named: { sub: string; sid: string },
    providerId = PROVIDER_ID,
  ): Promise<Tokens> {
    const tokens: Tokens = await t.login(email);
    await t.database.db.insert(ssoSessions).values({
      familyId: sessionIdOf(tokens),
      userId: await t.personId(email),
      providerId,
      subject: named.sub,
      providerSessionId: named.sid,
      idToken: 'id-token-of-the-sign-in',
    });
    return tokens;
  }

  async function logoutToken(
    claims: Record<string, unknown>,
    options: { key?: JWK; issuer?: string; audience?: string; issuedAt?: Date } = {},
  ) {
    const key = options.key ?? signingKey;
    return new SignJWT({ events: { [BACKCHANNEL_LOGOUT_EVENT]: {} }, jti: randomUUID(), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid as string, typ: 'logout+jwt' })
      .setIssuer(options.issuer ?? idp.issuer)
      .setAudience(options.audience ?? CLIENT.client_id)
      .setIssuedAt(options.issuedAt)
      .sign(await importJWK(key, 'RS256'));
  }

  const backChannel = (logoutToken: string, provider = PROVIDER_ID) =>
    t.app.inject({
      method: 'POST',
      url: ssoBackChannelLogoutPath(provider),
      payload: new URLSearchParams({ logout_token: logoutToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const endedByProvider = async (familyId: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'session.end-by-provider'), eq(auditLog.entityId, familyId)))
    ).length;

  it("ends the session of the token's sid on every instance, the person's others go on", async () => {
    const laptop = await ssoSession('employee@example.com', { sub: 'sub-ana', sid: 'sid-laptop' });
    const phone = await ssoSession('employee@example.com', { sub: 'sub-ana', sid: 'sid-phone' });
    assert.equal(await statusOn(second, laptop), 200);

    const answer = await backChannel(await logoutToken({ sub: 'sub-ana', sid: 'sid-laptop' }));
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.body, '');
    assert.equal(answer.headers['cache-control'], 'no-store');

    await refusedWithinSeconds(second, laptop);
    await refusedWithinSeconds(t.app, laptop);
    assert.equal((await refresh(laptop)).statusCode, 400, 'its refresh token is refused');
    assert.equal(await statusOn(second, phone), 200);
    assert.equal((await refresh(phone)).statusCode, 200);
    assert.equal(await endedByProvider(sessionIdOf(laptop)), 1);
  });

  it('ends every session of the subject when the token names no sid', async () => {
    const one = await ssoSession('trainee@example.com', { sub: 'sub-rui', sid: 'sid-rui-1' });
    const two = await ssoSession('trainee@example.com', { sub: 'sub-rui', sid: 'sid-rui-2' });
    const password: Tokens = await t.login('trainee@example.com');
    assert.equal((await backChannel(await logoutToken({ sub: 'sub-rui' }))).statusCode, 200);
    await refusedWithinSeconds(second, one);
    await refusedWithinSeconds(second, two);
    assert.equal(await statusOn(second, password), 200, 'a password session is not the provider’s');
  });

  it('honours a token once: its jti replayed ends nothing new', async () => {
    const token = await logoutToken({ sid: 'sid-shared' });
    const first = await ssoSession('cto@example.com', { sub: 'sub-cto', sid: 'sid-shared' });
    assert.equal((await backChannel(token)).statusCode, 200);
    await refusedWithinSeconds(second, first);
    const later = await ssoSession('cto@example.com', { sub: 'sub-cto', sid: 'sid-shared' });
    const replayed = await backChannel(token);
    assert.equal(replayed.statusCode, 200);
    assert.equal(replayed.body, '');
    assert.equal((await refresh(later)).statusCode, 200, 'the replay ended nothing');
    assert.equal(await endedByProvider(sessionIdOf(later)), 0);
  });

  it('refuses a forged token, a nonce, no logout event, another audience or issuer', async () => {
    const session = await ssoSession('evaluator@example.com', { sub: 'sub-eva', sid: 'sid-eva' });
    const otherKey = (await newSigningKeys()).keys[0] as JWK;
    const refused: Record<string, [string, RegExp]> = {
      'signed with another key': [
        await logoutToken({ sid: 'sid-eva' }, { key: otherKey }),
        /signature verification failed/,
      ],
      'with a nonce': [await logoutToken({ sid: 'sid-eva', nonce: 'n-0S6_WzA2Mj' }), /nonce/],
      'without events': [await logoutToken({ sid: 'sid-eva', events: undefined }), /events/],
      'with another event': [
        await logoutToken({ sid: 'sid-eva', events: { other: {} } }),
        /back-channel logout event/,
      ],
      'for another client': [
        await logoutToken({ sid: 'sid-eva' }, { audience: 'someone-else' }),
        /"aud"/,
      ],
      'from another issuer': [
        await logoutToken({ sid: 'sid-eva' }, { issuer: 'https://evil.example' }),
        /"iss"/,
      ],
      'issued too long ago': [
        await logoutToken({ sid: 'sid-eva' }, { issuedAt: new Date(Date.now() - 20 * 60_000) }),
        /"iat"/,
      ],
      'naming no sid and no sub': [await logoutToken({}), /"sid" or a "sub"/],
      'not a token': ['not-a-jwt', /not valid/],
    };
    for (const [what, [token, reason]] of Object.entries(refused)) {
      const answer = await backChannel(token);
      assert.equal(answer.statusCode, 400, `${what}: ${answer.body}`);
      assert.equal(answer.json().error, 'invalid_request', what);
      assert.match(answer.json().error_description, reason, what);
    }
    const noForm = await t.app.inject({
      method: 'POST',
      url: ssoBackChannelLogoutPath(PROVIDER_ID),
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(noForm.statusCode, 400);
    const unknown = await backChannel(await logoutToken({ sid: 'sid-eva' }), 'other-idp');
    assert.equal(unknown.statusCode, 404);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(await statusOn(second, session), 200, 'nothing was ended');
    assert.equal((await refresh(session)).statusCode, 200);
  });

  it('lists the provider of a single sign-on session, none for a password one', async () => {
    const sso = await ssoSession('financial@example.com', { sub: 'sub-fin', sid: 'sid-fin' });
    const retired = await ssoSession('financial@example.com', { sub: 'f', sid: 's' }, 'old-idp');
    const password: Tokens = await t.login('financial@example.com');
    const response = await t.app.inject({ url: '/api/sessions', headers: bearer(password) });
    assert.equal(response.statusCode, 200, response.body);
    const sessions = sessionListSchema.parse(response.json());
    const providerOf = (tokens: Tokens) =>
      sessions.find((session) => session.id === sessionIdOf(tokens))?.provider;
    assert.equal(providerOf(sso), 'Test IdP');
    assert.equal(providerOf(retired), 'old-idp', 'a provider no longer configured: its id');
    assert.equal(providerOf(password), null);
  });

  it('signs a password session out with nowhere to go on to', async () => {
    const tokens: Tokens = await t.login('comercial@example.com');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/current/sign-out',
      headers: bearer(tokens),
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json(), { redirectTo: null });
    assert.equal((await refresh(tokens)).statusCode, 400);
    await refusedWithinSeconds(second, tokens);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.end'), eq(auditLog.entityId, sessionIdOf(tokens))));
    assert.equal(audit?.actorId, await t.personId('comercial@example.com'));
  });

  it('signs out a session of a provider no longer configured with nowhere to go on to', async () => {
    const tokens = await ssoSession('cto@example.com', { sub: 'c', sid: 'c1' }, 'old-idp');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/current/sign-out',
      headers: bearer(tokens),
    });
    assert.deepEqual(answer.json(), { redirectTo: null });
    assert.equal((await refresh(tokens)).statusCode, 400);
  });

  it("signs a single sign-on session out and sends the browser to the provider's logout", async () => {
    const tokens = await ssoSession('admin@example.com', { sub: 'sub-admin', sid: 'sid-admin' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/current/sign-out',
      headers: bearer(tokens),
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const redirectTo = new URL(answer.json().redirectTo);
    assert.equal(redirectTo.origin, idp.issuer);
    assert.equal(redirectTo.searchParams.get('id_token_hint'), 'id-token-of-the-sign-in');
    assert.equal(redirectTo.searchParams.get('post_logout_redirect_uri'), `${publicUrl}/login`);
    assert.equal(redirectTo.searchParams.get('client_id'), CLIENT.client_id);
    assert.equal((await refresh(tokens)).statusCode, 400);
    await refusedWithinSeconds(second, tokens);
  });

  it("Log Out ends the session and the provider's: its logout page leads back to /login", async () => {
    const tokens = await signInThroughProvider('employee@example.com');
    const listed = await t.app.inject({ url: '/api/sessions', headers: bearer(tokens) });
    const current = sessionListSchema.parse(listed.json()).find((session) => session.current);
    assert.equal(current?.provider, 'Test IdP');
    assert.equal(await statusOn(second, tokens), 200);

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/current/sign-out',
      headers: bearer(tokens),
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const redirectTo = String(answer.json().redirectTo);
    const query = new URL(redirectTo).searchParams;
    const idToken = claimsOf(query.get('id_token_hint') ?? '');
    assert.equal(idToken.iss, idp.issuer);
    assert.equal(idToken.sub, 'sub-ana');
    assert.equal(query.get('post_logout_redirect_uri'), `${publicUrl}/login`);

    const logoutsBefore = (await t.database.db.select().from(ssoLogoutTokens)).length;
    assert.equal(await idp.signOut(redirectTo, 'employee@example.com'), `${publicUrl}/login`);
    assert.equal((await refresh(tokens)).statusCode, 400);
    await refusedWithinSeconds(second, tokens);
    const logoutsAfter = (await t.database.db.select().from(ssoLogoutTokens)).length;
    assert.equal(logoutsAfter, logoutsBefore + 1, "the provider's back-channel reached Quadro too");
  });

  it("the provider ending its session ends Quadro's on a second instance within seconds", async () => {
    const elsewhere = await signInThroughProvider('employee@example.com');
    const tokens = await signInThroughProvider('employee@example.com');
    assert.equal(await statusOn(second, tokens), 200);
    const discovery = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const metadata = (await discovery.json()) as { end_session_endpoint: string };
    const endSession = new URL(metadata.end_session_endpoint);
    endSession.searchParams.set('client_id', CLIENT.client_id);

    await idp.signOut(endSession.toString(), 'employee@example.com');
    await refusedWithinSeconds(second, tokens);
    assert.equal((await refresh(tokens)).statusCode, 400, 'its refresh token is refused');
    assert.equal(await endedByProvider(sessionIdOf(tokens)), 1);
    assert.equal(await statusOn(second, elsewhere), 200, "another provider session's goes on");
    assert.equal((await refresh(elsewhere)).statusCode, 200);
  });
});
