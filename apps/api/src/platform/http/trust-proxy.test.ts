import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';

const LIMIT = 3;

/** Token requests with an unknown client: counted by the limit, refused before any hashing. */
function attemptFrom(t: TestApp, forwardedFor: string) {
  const request = tokenForm({ grant_type: 'password', client_id: 'nobody', client_secret: 'x' });
  return t.app.inject({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
  });
}

async function statusesOf(t: TestApp, forwardedFor: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
    statuses.push((await attemptFrom(t, forwardedFor(attempt))).statusCode);
  }
  return statuses;
}

describe('X-Forwarded-For and the per-address limits', () => {
  describe('by default', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({ RATE_LIMIT_TOKEN_PER_MINUTE: String(LIMIT) });
    });
    after(() => t.close());

    it('ignores the header: a rotating forwarded address still meets 429', async () => {
      const statuses = await statusesOf(t, (attempt) => `203.0.113.${attempt + 1}`);
      assert.deepEqual(statuses.slice(LIMIT), [429, 429]);
    });
  });

  for (const [setting, trustProxy] of [
    ['naming the proxy', '127.0.0.1'],
    ['as a hop count', '1'],
  ] as const) {
    describe(`with TRUST_PROXY ${setting}`, () => {
      let t: TestApp;
      before(async () => {
        // app.inject comes from 127.0.0.1, the proxy here.
        t = await createTestApp({
          RATE_LIMIT_TOKEN_PER_MINUTE: String(LIMIT),
          TRUST_PROXY: trustProxy,
        });
      });
      after(() => t.close());

      it('counts each forwarded address on its own', async () => {
        const rotating = await statusesOf(t, (attempt) => `198.51.100.${attempt + 1}`);
        assert.ok(!rotating.includes(429), `rotating addresses: ${rotating}`);
        const repeated = await statusesOf(t, () => '192.0.2.7');
        assert.deepEqual(repeated.slice(LIMIT), [429, 429]);
      });
    });
  }
});
