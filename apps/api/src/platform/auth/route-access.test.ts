import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROFILES, type Profile } from '@quadro/contract/profiles';
import { createSigner } from 'fast-jwt';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-people.ts';
import { createAccessTokenCodec } from './access-token.ts';
import { routeAccess } from './route-access.ts';
import { resolveSigningSecret } from './signing-secret.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_ID);

describe('route access rules', () => {
  let t: TestApp;
  const tokens = new Map<Profile, string>();
  before(async () => {
    t = await createTestApp();
    for (const account of DEMO_ACCOUNTS) {
      const [profile] = account.profiles;
      if (profile) tokens.set(profile, (await t.login(account.email)).access_token);
    }
  });
  after(() => t.close());

  it('knows the routes it guards', () => {
    assert.ok(t.app.guardedRoutes.length >= 5);
    assert.ok(
      t.app.guardedRoutes.some((route) => route.url === '/api/accounts' && route.method === 'GET'),
    );
  });

  it('answers 401 on every /api route without a token', async () => {
    for (const route of t.app.guardedRoutes.filter((candidate) => candidate.access !== 'public')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
      });
      assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
      assert.equal(response.json().error, 'unauthorized');
    }
  });

  it('answers 403 on every /api route to a profile it does not allow', async () => {
    let checked = 0;
    for (const route of t.app.guardedRoutes) {
      if (typeof route.access === 'string') continue;
      const allowed = route.access;
      for (const profile of PROFILES.filter((candidate) => !allowed.includes(candidate))) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { authorization: `Bearer ${tokens.get(profile)}` },
        });
        assert.equal(response.statusCode, 403, `${profile} on ${route.method} ${route.url}`);
        assert.equal(response.json().error, 'forbidden');
        checked++;
      }
    }
    assert.ok(checked > 0, 'at least one profile-restricted route exists');
  });

  it('refuses tampered, expired, foreign and unsigned tokens on every /api route', async () => {
    const secret = await resolveSigningSecret(t.database.db, undefined);
    const valid = tokens.get('hr') ?? '';
    const [header, payload, signature = ''] = valid.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = { sub: SOME_ID, profiles: ['hr'], iss: 'quadro', aud: 'quadro-api' };
    const expired = createSigner({
      key: secret,
      clockTimestamp: Date.now() - 3_600_000,
      expiresIn: 60_000,
    })(claims);
    const foreign = createSigner({ key: 'another-secret-another-secret-another-secret' })(claims);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const forgedProfile = `${header}.${Buffer.from(JSON.stringify({ ...claims, profiles: ['admin'] })).toString('base64url')}.${signature}`;
    for (const route of t.app.guardedRoutes.filter((candidate) => candidate.access !== 'public')) {
      for (const [kind, token] of Object.entries({
        tampered,
        expired,
        foreign,
        unsigned,
        forgedProfile,
      })) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(response.statusCode, 401, `${kind} token on ${route.method} ${route.url}`);
      }
    }
  });

  it('refuses to start a route under /api that declares no access rule', async () => {
    const app = Fastify();
    await app.register(routeAccess, {
      codec: createAccessTokenCodec('a-test-secret-a-test-secret-a-test'),
    });
    app.get('/health-like', async () => 'open to all, outside /api');
    await assert.rejects(async () => {
      app.get('/api/unguarded', async () => 'open');
      await app.ready();
    }, /GET \/api\/unguarded declares no access rule/);
    await app.close();
  });
});
