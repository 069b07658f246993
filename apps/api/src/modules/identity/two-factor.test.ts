import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { recoveryCodesSchema, twoFactorSetupSchema } from '@quadro/contract/two-factor';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { users } from '../people/people.public.ts';
import { recoveryCodes, twoFactorFactors } from './credentials.schema.ts';

const EMAIL = 'vasco.neves@example.com';
const PASSWORD = 'Demo#2026';

describe('two-factor sign-in (TOTP, RFC 6238)', () => {
  const clock = createTestClock('2026-11-24T10:00:05Z');
  let t: TestApp;
  let headers: { authorization: string };
  let secret: string;
  let codes: string[];

  /** The code an authenticator app shows at the test clock's time (or `offset` steps away). */
  const codeAt = (offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: clock.now().getTime() + offsetSteps * 30_000,
    });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const passwordStep = () =>
    t.app.inject(
      tokenForm({ grant_type: 'password', username: EMAIL, password: PASSWORD, ...WEB_CLIENT }),
    );
  const codeStep = (fields: Record<string, string>) =>
    t.app.inject(tokenForm({ grant_type: 'mfa_otp', ...fields, ...WEB_CLIENT }));
  const challenge = async () => {
    const response = await passwordStep();
    assert.equal(response.statusCode, 403, response.body);
    return response.json().mfa_token as string;
  };

  before(async () => {
    t = await createTestApp({}, { clock });
    headers = await t.authAs(EMAIL);
  });
  after(() => t.close());

  it('is off at first, and signing in needs the password only', async () => {
    assert.deepEqual((await call('GET', '/api/accounts/two-factor')).json(), {
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    assert.equal((await passwordStep()).statusCode, 200);
  });

  it('gives a secret as text and as a QR code, kept encrypted', async () => {
    const response = await call('POST', '/api/accounts/two-factor/setup');
    assert.equal(response.statusCode, 200, response.body);
    const setup = twoFactorSetupSchema.parse(response.json());
    secret = setup.secret;
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.match(setup.otpauthUrl, /^otpauth:\/\/totp\/Quadro:vasco\.neves%40example\.com\?/);
    assert.match(setup.otpauthUrl, /secret=[A-Z2-7]{32}/);
    assert.match(setup.qrCode, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString(), /<svg/);
    const [stored] = await t.database.db.select().from(twoFactorFactors);
    assert.ok(stored && !stored.secretCiphertext.includes(secret));
    assert.equal(stored.confirmedAt, null);
  });

  it('refuses a wrong first code under the field, and turns on with a right one', async () => {
    const wrong = await call('POST', '/api/accounts/two-factor/confirm', {
      code: codeAt(5),
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(
      wrong.json().fields.map((field: { field: string }) => field.field),
      ['code'],
    );
    const right = await call('POST', '/api/accounts/two-factor/confirm', { code: codeAt() });
    assert.equal(right.statusCode, 200, right.body);
    const answer = recoveryCodesSchema.parse(right.json());
    codes = answer.recoveryCodes;
    assert.equal(answer.message, 'Two-factor sign-in is on.');
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.database.db.select().from(recoveryCodes);
    assert.equal(stored.length, 10);
    assert.ok(stored.every((row) => !codes.includes(row.codeHash)));
    assert.equal((await call('POST', '/api/accounts/two-factor/setup')).statusCode, 409);
    assert.deepEqual((await call('GET', '/api/accounts/two-factor')).json(), {
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('asks the password grant for a code with a documented mfa_required error', async () => {
    const response = await passwordStep();
    assert.equal(response.statusCode, 403);
    const body = response.json();
    assert.equal(body.error, 'mfa_required');
    assert.equal(body.error_description, 'Enter the code of your authenticator app');
    assert.ok(body.mfa_token.length >= 40);
    assert.equal(body.access_token, undefined);
  });

  it('refuses a wrong code and the code already used to turn it on (same step)', async () => {
    const token = await challenge();
    const wrong = await codeStep({ mfa_token: token, otp: codeAt(3) });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { error: 'invalid_grant', error_description: 'invalid_otp' });
    const reused = await codeStep({ mfa_token: token, otp: codeAt() });
    assert.equal(reused.statusCode, 400);
  });

  it('signs in with the next code (one step of drift allowed), once per code and per challenge', async () => {
    clock.advance(30_000);
    const token = await challenge();
    const early = await codeStep({ mfa_token: token, otp: codeAt(-1) });
    assert.equal(early.statusCode, 400, 'the previous step’s code was used already');
    const signedIn = await codeStep({ mfa_token: token, otp: codeAt() });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.equal(signedIn.json().token_type, 'Bearer');
    const again = await codeStep({ mfa_token: token, otp: codeAt(1) });
    assert.deepEqual(again.json(), {
      error: 'invalid_grant',
      error_description: 'invalid_mfa_token',
    });
    const sameCode = await codeStep({ mfa_token: await challenge(), otp: codeAt() });
    assert.equal(sameCode.statusCode, 400, 'an accepted code is refused a second time');
  });

  it('accepts a recovery code once, typed in any case and without dashes', async () => {
    const code = codes[0] ?? '';
    const typed = code.replace(/-/g, '').toUpperCase();
    const first = await codeStep({ mfa_token: await challenge(), recovery_code: typed });
    assert.equal(first.statusCode, 200, first.body);
    const second = await codeStep({ mfa_token: await challenge(), recovery_code: code });
    assert.equal(second.statusCode, 400);
    assert.equal((await call('GET', '/api/accounts/two-factor')).json().recoveryCodesLeft, 9);
  });

  it('ends a challenge after five minutes', async () => {
    const token = await challenge();
    clock.advance(5 * 60_000 + 1000);
    const late = await codeStep({ mfa_token: token, otp: codeAt() });
    assert.equal(late.json().error_description, 'invalid_mfa_token');
  });

  it('counts wrong codes toward the account’s slow-down', async () => {
    clock.advance(60_000);
    const token = await challenge();
    for (let attempt = 0; attempt < 5; attempt++) {
      await codeStep({ mfa_token: token, otp: '000000' });
    }
    const slowed = await codeStep({ mfa_token: token, otp: codeAt() });
    assert.equal(slowed.statusCode, 429, slowed.body);
    const [person] = await t.database.db
      .select({ lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.email, EMAIL));
    assert.ok(person?.lockedUntil);
    clock.advance(20 * 60_000);
  });

  it('turns off only with the password and a current code', async () => {
    const wrongPassword = await call('DELETE', '/api/accounts/two-factor', {
      password: 'Nope#2026x',
      code: codeAt(),
    });
    assert.equal(wrongPassword.statusCode, 400);
    assert.equal(wrongPassword.json().fields[0].field, 'password');
    const wrongCode = await call('DELETE', '/api/accounts/two-factor', {
      password: PASSWORD,
      code: codeAt(4),
    });
    assert.equal(wrongCode.json().fields[0].field, 'code');
    const off = await call('DELETE', '/api/accounts/two-factor', {
      password: PASSWORD,
      code: codeAt(),
    });
    assert.deepEqual(off.json(), { message: 'Two-factor sign-in is off.' });
    assert.equal((await passwordStep()).statusCode, 200);
    assert.equal((await t.database.db.select().from(recoveryCodes)).length, 0);
  });
});
