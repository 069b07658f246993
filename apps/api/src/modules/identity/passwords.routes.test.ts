import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { eq, sql } from 'drizzle-orm';
import { requestResetLink } from '../../../test/reset-link.ts';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';

describe('forgot and reset password', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://quadro.example.com' });
  });
  after(() => t.close());

  async function requestLink(email: string) {
    const link = await requestResetLink(t, email);
    assert.equal(link.origin, 'https://quadro.example.com');
    return link;
  }

  const reset = (body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: { ...body, ...WEB_CLIENT },
    });

  it('answers 409 with the spec message for an unknown e-mail and queues nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/ForgotPassword',
      payload: { email: 'ghost@example.com' },
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, AUTH_MESSAGES.emailNotRegistered);
    assert.equal(
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com')))
        .length,
      0,
    );
  });

  it('validates the e-mail field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/ForgotPassword',
      payload: { email: 'nope' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().fields[0].message, 'Invalid email');
  });

  it('resets with the link code once, even after the client decodes it twice', async () => {
    const { userId, code } = await requestLink('catarina.marques@example.com');
    assert.equal(decodeURIComponent(decodeURIComponent(code)), code, 'the code is URL-safe');
    const done = await reset({
      userId,
      code: decodeURIComponent(decodeURIComponent(code)),
      password: 'Fresh#2026',
      confirm_password: 'Fresh#2026',
    });
    assert.equal(done.statusCode, 204, done.body);
    const signIn = await t.app.inject(
      tokenForm({
        grant_type: 'password',
        username: 'catarina.marques@example.com',
        password: 'Fresh#2026',
        ...WEB_CLIENT,
      }),
    );
    assert.equal(signIn.statusCode, 200);
    const again = await reset({
      userId,
      code,
      password: 'Other#2026',
      confirm_password: 'Other#2026',
    });
    assert.equal(again.statusCode, 400, 'the code is single-use');
    assert.equal(again.json().message, AUTH_MESSAGES.resetLinkInvalid);
  });

  it('refuses a wrong code, a malformed user id and mismatching passwords', async () => {
    const { userId } = await requestLink('diogo.pinto@example.com');
    assert.equal(
      (
        await reset({
          userId,
          code: 'made-up',
          password: 'Fresh#2026',
          confirm_password: 'Fresh#2026',
        })
      ).statusCode,
      400,
    );
    assert.equal(
      (
        await reset({
          userId: 'not-a-uuid',
          code: 'x',
          password: 'Fresh#2026',
          confirm_password: 'Fresh#2026',
        })
      ).statusCode,
      400,
    );
    const mismatch = await reset({
      userId,
      code: 'x',
      password: 'Fresh#2026',
      confirm_password: 'Fresh#2027',
    });
    assert.equal(mismatch.json().fields[0].message, 'Passwords dont match');
  });

  it('refuses an expired code', async () => {
    const { userId, code } = await requestLink('leonor.teixeira@example.com');
    await t.database.db.execute(
      sql`update password_reset_codes set expires_at = now() - interval '1 minute' where user_id = ${userId}`,
    );
    const response = await reset({
      userId,
      code,
      password: 'Fresh#2026',
      confirm_password: 'Fresh#2026',
    });
    assert.equal(response.statusCode, 400);
  });

  it('refuses the current password with 409 and keeps the code usable', async () => {
    const { userId, code } = await requestLink('joana.nunes@example.com');
    const same = await reset({
      userId,
      code,
      password: 'Demo#2026',
      confirm_password: 'Demo#2026',
    });
    assert.equal(same.statusCode, 409);
    assert.equal(same.json().message, AUTH_MESSAGES.samePassword);
    assert.equal(
      (await reset({ userId, code, password: 'Brand#2026', confirm_password: 'Brand#2026' }))
        .statusCode,
      204,
    );
  });

  it('ends every session of the user after a reset', async () => {
    const session = await t.login('helena.cardoso@example.com');
    const { userId, code } = await requestLink('helena.cardoso@example.com');
    assert.equal(
      (await reset({ userId, code, password: 'Fresh#2026', confirm_password: 'Fresh#2026' }))
        .statusCode,
      204,
    );
    const refreshed = await t.app.inject(
      tokenForm({
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        ...WEB_CLIENT,
      }),
    );
    assert.equal(refreshed.statusCode, 400);
  });
});

describe('POST /api/accounts/change-password', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const change = (authorization: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/change-password',
      headers: { authorization },
      payload: { ...body, ...WEB_CLIENT },
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await t.login('sara.vieira@example.com');
    const current = await t.login('sara.vieira@example.com');
    const response = await change(`Bearer ${current.access_token}`, {
      currentPassword: 'Demo#2026',
      newPassword: 'Next#2026a',
      confirmNewPassword: 'Next#2026a',
    });
    assert.equal(response.statusCode, 204, response.body);
    const refresh = (token: string) =>
      t.app.inject(tokenForm({ grant_type: 'refresh_token', refresh_token: token, ...WEB_CLIENT }));
    assert.equal((await refresh(current.refresh_token)).statusCode, 200);
    assert.equal((await refresh(other.refresh_token)).statusCode, 400);
    await t.login('sara.vieira@example.com', 'Next#2026a');
  });

  it('refuses the current password with the spec message and the last five with 409', async () => {
    const { access_token } = await t.login('rui.lopes@example.com');
    const auth = `Bearer ${access_token}`;
    const same = await change(auth, {
      currentPassword: 'Demo#2026',
      newPassword: 'Demo#2026',
      confirmNewPassword: 'Demo#2026',
    });
    assert.equal(same.statusCode, 409);
    assert.equal(same.json().message, AUTH_MESSAGES.samePassword);
    const history = [
      'Demo#2026',
      'Pass#0001a',
      'Pass#0002a',
      'Pass#0003a',
      'Pass#0004a',
      'Pass#0005a',
    ];
    for (let index = 1; index < history.length; index++) {
      const step = await change(auth, {
        currentPassword: history[index - 1] ?? '',
        newPassword: history[index] ?? '',
        confirmNewPassword: history[index] ?? '',
      });
      assert.equal(step.statusCode, 204, step.body);
    }
    const reused = await change(auth, {
      currentPassword: 'Pass#0005a',
      newPassword: 'Pass#0002a',
      confirmNewPassword: 'Pass#0002a',
    });
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().message, AUTH_MESSAGES.passwordAlreadyUsed);
    const old = await change(auth, {
      currentPassword: 'Pass#0005a',
      newPassword: 'Demo#2026',
      confirmNewPassword: 'Demo#2026',
    });
    assert.equal(old.statusCode, 204, 'the sixth password back may be used again');
  });

  it('refuses a wrong current password and weak or mismatching new ones', async () => {
    const auth = `Bearer ${(await t.login('bruno.monteiro@example.com')).access_token}`;
    const wrong = await change(auth, {
      currentPassword: 'Wrong#2026',
      newPassword: 'Good#2026a',
      confirmNewPassword: 'Good#2026a',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().fields[0].field, 'currentPassword');
    const weak = await change(auth, {
      currentPassword: 'Demo#2026',
      newPassword: 'weakpass',
      confirmNewPassword: 'weakpass',
    });
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().fields[0].field, 'newPassword');
    const mismatch = await change(auth, {
      currentPassword: 'Demo#2026',
      newPassword: 'Good#2026a',
      confirmNewPassword: 'Good#2026b',
    });
    assert.equal(mismatch.json().fields[0].message, 'Passwords dont match');
  });
});
