import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { recoveryCodesSchema } from '@quadro/contract/two-factor';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestClock } from '../../platform/context/clock.ts';

const PASSWORD = 'Demo#2026';

/**
 * Two-factor sign-in for the people who run it: HR resets a person's (a lost phone), a person
 * makes new recovery codes, and the employees table says who has it on.
 */
describe('two-factor sign-in: HR reset, new recovery codes, the employees table', () => {
  const clock = createTestClock('2026-11-24T10:00:05Z');
  let t: TestApp;
  let hr: { authorization: string };
  const { call, mailsTo } = routeClient(() => t);

  /** Turns it on for `email` through the API; its authenticator app and the recovery codes. */
  async function turnOn(email: string) {
    const headers = await t.authAs(email);
    const setup = await call('POST', '/api/accounts/two-factor/setup', headers);
    assert.equal(setup.statusCode, 200, setup.body);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret) });
    const confirmed = await call('POST', '/api/accounts/two-factor/confirm', headers, {
      code: totp.generate({ timestamp: clock.now().getTime() }),
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());
    clock.advance(30_000);
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() });
    return { headers, codeNow, recoveryCodes };
  }
  const passwordStep = (email: string) =>
    t.app.inject(
      tokenForm({ grant_type: 'password', username: email, password: PASSWORD, ...WEB_CLIENT }),
    );
  const withRecoveryCode = async (email: string, recoveryCode: string) => {
    const challenge = await passwordStep(email);
    assert.equal(challenge.statusCode, 403, challenge.body);
    return t.app.inject(
      tokenForm({
        grant_type: 'mfa_otp',
        mfa_token: challenge.json().mfa_token,
        recovery_code: recoveryCode,
        ...WEB_CLIENT,
      }),
    );
  };

  before(async () => {
    t = await createTestApp({}, { clock });
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('lets HR reset a person’s two-factor sign-in: audited, mailed, and the password alone signs in', async () => {
    const email = 'employee@example.com';
    await turnOn(email);
    assert.equal((await passwordStep(email)).statusCode, 403, 'a code is asked first');
    const id = await t.personId(email);
    const reset = await call('DELETE', `/api/employees/${id}/two-factor`, hr);
    assert.equal(reset.statusCode, 200, reset.body);
    assert.match(reset.json().message, /^Two-factor sign-in of .+ is off: /);
    const signedIn = await passwordStep(email);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.deepEqual(
      (await call('GET', '/api/accounts/two-factor', await t.authAs(email))).json(),
      {
        enabled: false,
        recoveryCodesLeft: 0,
        required: false,
      },
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two-factor.reset'), eq(auditLog.entityId, id)));
    assert.equal(audits.length, 1);
    assert.equal(audits[0]?.actorId, await t.personId('hr@example.com'));
    const mails = await mailsTo(email, 'two-factor sign-in was reset');
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.text ?? '', /Sofia Almeida turned off the two-factor sign-in/);
    assert.match(mails[0]?.text ?? '', /password alone/);
    const again = await call('DELETE', `/api/employees/${id}/two-factor`, hr);
    assert.equal(again.statusCode, 409, 'nothing left to reset');
  });

  it('refuses the reset to every other profile, for an unknown id and for HR’s own', async () => {
    const email = 'trainee@example.com';
    await turnOn(email);
    const id = await t.personId(email);
    for (const other of [
      'financial@example.com',
      'admin@example.com',
      'cto@example.com',
      'evaluator@example.com',
      'comercial@example.com',
      'employee@example.com',
    ]) {
      const refused = await call(
        'DELETE',
        `/api/employees/${id}/two-factor`,
        await t.authAs(other),
      );
      assert.equal(refused.statusCode, 403, `${other}: ${refused.body}`);
    }
    const unknown = await call(
      'DELETE',
      '/api/employees/00000000-0000-4000-8000-000000000000/two-factor',
      hr,
    );
    assert.equal(unknown.statusCode, 404, unknown.body);
    const own = await call(
      'DELETE',
      `/api/employees/${await t.personId('hr@example.com')}/two-factor`,
      hr,
    );
    assert.equal(own.statusCode, 409, own.body);
    assert.equal((await passwordStep(email)).statusCode, 403, 'still on after the refusals');
    assert.equal((await mailsTo(email, 'two-factor sign-in was reset')).length, 0);
  });

  it('sends a profile that requires it back to the setup after the reset', async () => {
    const email = 'comercial@example.com';
    await turnOn(email);
    const required = await call('PUT', '/api/system-parameters/twoFactorRequiredProfiles', hr, {
      value: 'Comercial',
    });
    assert.equal(required.statusCode, 200, required.body);
    const id = await t.personId(email);
    assert.equal((await call('DELETE', `/api/employees/${id}/two-factor`, hr)).statusCode, 200);
    const tokens = await t.login(email);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const projects = await call('GET', '/api/projects', headers);
    assert.equal(projects.statusCode, 403);
    assert.equal(projects.json().error, 'two_factor_required');
    assert.deepEqual((await call('GET', '/api/accounts/two-factor', headers)).json(), {
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    const [mail] = await mailsTo(email, 'two-factor sign-in was reset');
    assert.match(mail?.text ?? '', /set it up again/);
    await call('PUT', '/api/system-parameters/twoFactorRequiredProfiles', hr, { value: '' });
  });

  it('makes new recovery codes with the password and a current code, ending the old ones', async () => {
    const email = 'cto@example.com';
    const { headers, codeNow, recoveryCodes } = await turnOn(email);
    const url = '/api/accounts/two-factor/recovery-codes';
    const wrongPassword = await call('POST', url, headers, {
      password: 'Nope#2026x',
      code: codeNow(),
    });
    assert.equal(wrongPassword.statusCode, 400);
    assert.deepEqual(fieldsOf(wrongPassword), ['password']);
    const wrongCode = await call('POST', url, headers, {
      password: PASSWORD,
      code: totpFar(codeNow()),
    });
    assert.equal(wrongCode.statusCode, 400);
    assert.deepEqual(fieldsOf(wrongCode), ['code']);
    const missing = await call('POST', url, headers, { password: PASSWORD });
    assert.equal(missing.statusCode, 400);

    const made = await call('POST', url, headers, { password: PASSWORD, code: codeNow() });
    assert.equal(made.statusCode, 200, made.body);
    assert.equal(made.headers['cache-control'], 'no-store');
    const answer = recoveryCodesSchema.parse(made.json());
    assert.equal(answer.message, 'New recovery codes: the old ones no longer work.');
    assert.equal(answer.recoveryCodes.length, 10);
    assert.ok(answer.recoveryCodes.every((code) => !recoveryCodes.includes(code)));
    const reused = await call('POST', url, headers, { password: PASSWORD, code: codeNow() });
    assert.equal(reused.statusCode, 400, 'the code of that step was used');

    const old = await withRecoveryCode(email, recoveryCodes[0] ?? '');
    assert.equal(old.statusCode, 400, 'an old code no longer signs in');
    const fresh = await withRecoveryCode(email, answer.recoveryCodes[0] ?? '');
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.equal(
      (await call('GET', '/api/accounts/two-factor', headers)).json().recoveryCodesLeft,
      9,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'two-factor.recovery-codes'),
          eq(auditLog.entityId, await t.personId(email)),
        ),
      );
    assert.equal(audits.length, 1);
  });

  it('makes no recovery codes when two-factor sign-in is off', async () => {
    const refused = await call(
      'POST',
      '/api/accounts/two-factor/recovery-codes',
      await t.authAs('vasco.neves@example.com'),
      { password: PASSWORD, code: '123456' },
    );
    assert.equal(refused.statusCode, 409, refused.body);
  });

  it('shows who has it on in the employees table, filters by it, and names the profiles that require it', async () => {
    await turnOn('evaluator@example.com');
    await call('PUT', '/api/system-parameters/twoFactorRequiredProfiles', hr, {
      value: 'financial, admin',
    });
    const all = await call('GET', '/api/employees?page_size=100', hr);
    assert.equal(all.statusCode, 200, all.body);
    const page = all.json();
    assert.deepEqual(page.two_factor_required_profiles, ['financial', 'admin']);
    const on = (page.items as Array<{ email: string; two_factor: boolean }>)
      .filter((row) => row.two_factor)
      .map((row) => row.email)
      .sort();
    assert.deepEqual(on, ['cto@example.com', 'evaluator@example.com', 'trainee@example.com']);
    const filtered = await call('GET', '/api/employees?two_factor=on', hr);
    assert.equal(filtered.json().total, 3);
    const off = await call('GET', '/api/employees?two_factor=off&page_size=100', hr);
    assert.equal(off.json().total, page.total - 3);
    assert.ok(off.json().items.every((row: { two_factor: boolean }) => !row.two_factor));
    const perProfile = await call('GET', '/api/employees?two_factor=on&profile=cto', hr);
    assert.deepEqual(
      perProfile.json().items.map((row: { email: string }) => row.email),
      ['cto@example.com'],
    );
    const record = await call(
      'GET',
      `/api/employees/${await t.personId('trainee@example.com')}`,
      hr,
    );
    assert.equal(record.json().two_factor, true);
    assert.equal((await call('GET', '/api/employees?two_factor=maybe', hr)).statusCode, 400);
    await call('PUT', '/api/system-parameters/twoFactorRequiredProfiles', hr, { value: '' });
  });
});

/** A six-digit code that is not `code` nor near it: the code's digits turned by five. */
function totpFar(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 5) % 10)).join('');
}
