import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { users } from '../people/people.public.ts';

const password = (
  username: string,
  secret: string,
  client: { client_id: string; client_secret: string } = WEB_CLIENT,
) => tokenForm({ grant_type: 'password', username, password: secret, ...client });
const refresh = (token: string) =>
  tokenForm({ grant_type: 'refresh_token', refresh_token: token, ...WEB_CLIENT });

describe('POST /connect/token', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('signs in with the password grant and answers the token response', async () => {
    const response = await t.app.inject(password('Employee@Example.com', 'Demo#2026'));
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 900);
    assert.deepEqual(body.profiles, ['employee']);
    assert.match(body.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(body.refresh_token.length >= 40);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('refuses a wrong password with invalid_grant and invalid_username_or_password', async () => {
    const response = await t.app.inject(password('hr@example.com', 'Wrong#2026'));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: 'invalid_grant',
      error_description: 'invalid_username_or_password',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await t.app.inject(password('nobody@example.com', 'Demo#2026'));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: 'invalid_grant',
      error_description: 'invalid_username_or_password',
    });
  });

  it('refuses an unknown client or a wrong secret with invalid_client', async () => {
    const unknown = await t.app.inject(
      password('hr@example.com', 'Demo#2026', { client_id: 'other', client_secret: 'x' }),
    );
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().error, 'invalid_client');
    const wrongSecret = await t.app.inject(
      password('hr@example.com', 'Demo#2026', {
        client_id: WEB_CLIENT.client_id,
        client_secret: 'nope',
      }),
    );
    assert.equal(wrongSecret.json().error, 'invalid_client');
  });

  it('refuses other grant types and missing fields in RFC 6749 form', async () => {
    const grant = await t.app.inject(
      tokenForm({ grant_type: 'client_credentials', ...WEB_CLIENT }),
    );
    assert.equal(grant.statusCode, 400);
    assert.equal(grant.json().error, 'unsupported_grant_type');
    const missing = await t.app.inject(
      tokenForm({ grant_type: 'password', username: 'hr@example.com', ...WEB_CLIENT }),
    );
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error, 'invalid_request');
  });

  it('answers 401 for a disabled account with the right password only', async () => {
    const wrong = await t.app.inject(password('tomas.barbosa@example.com', 'Wrong#2026'));
    assert.equal(wrong.statusCode, 400);
    const right = await t.app.inject(password('tomas.barbosa@example.com', 'Demo#2026'));
    assert.equal(right.statusCode, 401);
    assert.equal(right.json().error, 'account_disabled');
  });

  it('rotates the refresh token on every use', async () => {
    const first = await t.login('financial@example.com');
    const second = await t.app.inject(refresh(first.refresh_token));
    assert.equal(second.statusCode, 200);
    assert.notEqual(second.json().refresh_token, first.refresh_token);
    const third = await t.app.inject(refresh(second.json().refresh_token));
    assert.equal(third.statusCode, 200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const first = await t.login('cto@example.com');
    const rotated = (await t.app.inject(refresh(first.refresh_token))).json();
    const replay = await t.app.inject(refresh(first.refresh_token));
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().error, 'invalid_grant');
    const afterReplay = await t.app.inject(refresh(rotated.refresh_token));
    assert.equal(afterReplay.statusCode, 400, 'the newest token of the family is revoked too');
    const otherSession = await t.login('cto@example.com');
    assert.equal((await t.app.inject(refresh(otherSession.refresh_token))).statusCode, 200);
  });

  it('refuses a made-up refresh token', async () => {
    const response = await t.app.inject(refresh('not-a-real-token'));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_grant');
  });

  it('slows an account down after repeated failures, then lets the real user back in', async () => {
    const email = 'joao.pereira@example.com';
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal((await t.app.inject(password(email, 'Wrong#2026'))).statusCode, 400);
    }
    const locked = await t.app.inject(password(email, 'Demo#2026'));
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().error, 'too_many_attempts');
    await t.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const unlocked = await t.app.inject(password(email, 'Demo#2026'));
    assert.equal(unlocked.statusCode, 200, 'the wait ends and the right password works again');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    assert.equal(row?.failedLoginCount, 0);
  });
});

describe('POST /connect/token rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_TOKEN_PER_MINUTE: '3' });
  });
  after(() => t.close());

  it('answers 429 past the per-minute limit', async () => {
    // The limit counts per fixed minute: four slow attempts must not straddle two of them.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 30_000) await sleep(left + 200);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await t.app.inject(password('nobody@example.com', 'Wrong#2026'))).statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 429]);
  });
});

describe('per-account slow-down under parallel guessing', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('counts every wrong password of 40 sent at once', async () => {
    const email = 'goncalo.moreira@example.com';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.app.inject(password(email, 'Wrong#2026'))),
    );
    const refused = answers.filter((answer) => answer.statusCode === 400).length;
    const waiting = answers.filter((answer) => answer.statusCode === 429).length;
    assert.equal(refused + waiting, 40);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    assert.equal(row?.failedLoginCount, refused, 'every checked wrong password is counted');
    assert.ok(refused >= 5);
    assert.ok(
      (row?.lockedUntil?.getTime() ?? 0) > Date.now() + 14 * 60_000,
      'the wait is the longest one, 15 minutes',
    );
    assert.equal((await t.app.inject(password(email, 'Demo#2026'))).statusCode, 429);
  });
});
