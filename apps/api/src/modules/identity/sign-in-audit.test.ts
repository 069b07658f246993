import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { twoFactorSetupSchema } from '@quadro/contract/two-factor';
import { and, asc, eq, like } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { FREE_FAILURES } from './login-throttle.ts';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

describe('sign-ins in the audit trail', () => {
  const clock = createTestClock('2026-11-24T10:00:05Z');
  let t: TestApp;

  const grant = (fields: Record<string, string>) => {
    const request = tokenForm({ ...fields, ...WEB_CLIENT });
    return t.app.inject({
      ...request,
      headers: { ...request.headers, 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: '203.0.113.9',
    });
  };
  const password = (username: string, secret: string) =>
    grant({ grant_type: 'password', username, password: secret });
  const entriesOf = (entityId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), like(auditLog.action, '%.%')))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const signInEntriesOf = async (entityId: string) =>
    (await entriesOf(entityId)).filter((entry) => /^(sign-in|two-factor)\./.test(entry.action));

  before(async () => {
    t = await createTestApp({}, { clock });
  });
  after(() => t.close());

  it('records a password sign-in with its person, address and device', async () => {
    const id = await t.personId('employee@example.com');
    assert.equal((await password('employee@example.com', 'Demo#2026')).statusCode, 200);
    const [entry, ...rest] = await signInEntriesOf(id);
    assert.equal(rest.length, 0);
    assert.equal(entry?.action, 'sign-in.succeeded');
    assert.equal(entry?.actorId, id);
    assert.equal(entry?.entityType, 'sign-in', 'not an employee record change');
    assert.deepEqual(entry?.after, {
      method: 'password',
      ipAddress: '203.0.113.9',
      device: 'Firefox 145 on Windows',
    });
  });

  it('records a wrong password against the account, with no actor', async () => {
    const id = await t.personId('hr@example.com');
    assert.equal((await password('HR@example.com', 'Wrong#2026')).statusCode, 400);
    const [entry] = await signInEntriesOf(id);
    assert.equal(entry?.action, 'sign-in.failed');
    assert.equal(entry?.actorId, null);
    assert.deepEqual(entry?.after, {
      method: 'password',
      reason: 'wrong-password',
      email: 'hr@example.com',
      ipAddress: '203.0.113.9',
      device: 'Firefox 145 on Windows',
    });
  });

  it('records an unknown address only in a redacted form', async () => {
    assert.equal((await password('Nobody.Here@Example.com', 'Demo#2026')).statusCode, 400);
    const [entry, ...rest] = await entriesOf('N***@example.com');
    assert.equal(rest.length, 0);
    assert.equal(entry?.action, 'sign-in.failed');
    assert.equal(entry?.entityType, 'sign-in');
    assert.equal(entry?.actorId, null);
    assert.deepEqual(entry?.after, {
      method: 'password',
      reason: 'unknown-email',
      email: 'N***@example.com',
      ipAddress: '203.0.113.9',
      device: 'Firefox 145 on Windows',
    });
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    assert.doesNotMatch(everything, /nobody\.here/i);
  });

  it('records the failure that locks an account out, then the attempts it refuses', async () => {
    const id = await t.personId('trainee@example.com');
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      assert.equal((await password('trainee@example.com', 'Wrong#2026')).statusCode, 400);
    }
    assert.equal((await password('trainee@example.com', 'Demo#2026')).statusCode, 429);
    const actions = (await signInEntriesOf(id)).map((entry) => entry.action);
    assert.deepEqual(actions, [
      ...Array(FREE_FAILURES).fill('sign-in.failed'),
      'sign-in.locked-out',
      'sign-in.failed',
    ]);
    const entries = await signInEntriesOf(id);
    const lockOut = entries.find((entry) => entry.action === 'sign-in.locked-out');
    assert.deepEqual(lockOut?.after, {
      failedAttempts: FREE_FAILURES,
      lockedUntil: '2026-11-24T10:00:35.000Z',
      ipAddress: '203.0.113.9',
      device: 'Firefox 145 on Windows',
    });
    assert.deepEqual(entries.at(-1)?.after, {
      method: 'password',
      reason: 'locked',
      email: 'trainee@example.com',
      lockedUntil: '2026-11-24T10:00:35.000Z',
      ipAddress: '203.0.113.9',
      device: 'Firefox 145 on Windows',
    });
  });

  it('records a wrong second-factor code, then the sign-in its right code completes', async () => {
    const email = 'vasco.neves@example.com';
    const id = await t.personId(email);
    const headers = await t.authAs(email);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/two-factor/setup',
      headers,
    });
    const { secret } = twoFactorSetupSchema.parse(setup.json());
    const codeAt = (offsetSteps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({
        timestamp: clock.now().getTime() + offsetSteps * 30_000,
      });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/two-factor/confirm',
      headers,
      payload: { code: codeAt(0) },
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    clock.set(new Date('2026-11-24T10:01:05Z'));

    const challenge = await password(email, 'Demo#2026');
    assert.equal(challenge.statusCode, 403, challenge.body);
    const mfaToken = challenge.json().mfa_token as string;
    const wrong = await grant({ grant_type: 'mfa_otp', mfa_token: mfaToken, otp: codeAt(4) });
    assert.equal(wrong.statusCode, 400);
    const right = await grant({ grant_type: 'mfa_otp', mfa_token: mfaToken, otp: codeAt(0) });
    assert.equal(right.statusCode, 200, right.body);

    // Signing in to turn two-factor on (authAs) made entries of its own, from another device.
    const entries = (await signInEntriesOf(id)).filter(
      (entry) => (entry.after as { device?: string } | null)?.device === 'Firefox 145 on Windows',
    );
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actorId, entry.after]),
      [
        [
          'two-factor.failed',
          null,
          {
            method: 'two-factor',
            with: 'code',
            ipAddress: '203.0.113.9',
            device: 'Firefox 145 on Windows',
          },
        ],
        [
          'sign-in.succeeded',
          id,
          {
            method: 'two-factor',
            with: 'code',
            ipAddress: '203.0.113.9',
            device: 'Firefox 145 on Windows',
          },
        ],
      ],
    );
  });
});
