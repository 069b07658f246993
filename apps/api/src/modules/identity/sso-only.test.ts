import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { SSO_MESSAGES, SSO_ONLY_ERROR } from '@quadro/contract/sso';
import { eq } from 'drizzle-orm';
import { requestResetLink } from '../../../test/reset-link.ts';
import { createTestApp, passwordGrant, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { identityLinks } from './sso.schema.ts';

/** Two providers; neither is contacted: the password grant never talks to a provider. */
const PROVIDERS = JSON.stringify([
  {
    id: 'acme',
    name: 'Acme ID',
    issuer: 'https://id.acme.example',
    clientId: 'quadro',
    clientSecret: 'acme-secret',
  },
  {
    id: 'beta',
    name: 'Beta Login',
    issuer: 'https://login.beta.example',
    clientId: 'quadro',
    clientSecret: 'beta-secret',
  },
]);

async function setSsoOnlyProfiles(t: TestApp, value: string) {
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/api/system-parameters/ssoOnlyProfiles',
    headers: await t.authAs('hr@example.com'),
    payload: { value },
  });
  assert.equal(changed.statusCode, 200, changed.body);
}

const forgotPassword = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/account/ForgotPassword',
    payload: { email, ...WEB_CLIENT },
  });

const mailsTo = async (t: TestApp, email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

describe('profiles that sign in only through the identity provider', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ OIDC_PROVIDERS: PROVIDERS });
  });
  after(() => t.close());

  it('refuses the password grant of a listed profile, naming the first provider', async () => {
    await setSsoOnlyProfiles(t, 'comercial, cto');
    const refused = await passwordGrant(t, 'comercial@example.com');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      error: SSO_ONLY_ERROR,
      error_description: SSO_MESSAGES.passwordRefused('Acme ID'),
    });
    assert.equal(refused.headers['cache-control'], 'no-store');
  });

  it('answers a wrong password as for anybody, so a guesser learns nothing', async () => {
    const wrong = await passwordGrant(t, 'comercial@example.com', 'Not#The1Password');
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), {
      error: 'invalid_grant',
      error_description: 'invalid_username_or_password',
    });
  });

  it('lets profiles not listed sign in with their password', async () => {
    const employee = await passwordGrant(t, 'employee@example.com');
    assert.equal(employee.statusCode, 200, employee.body);
  });

  it("names the provider of the person's most recent link that is still configured", async () => {
    const userId = await t.personId('cto@example.com');
    await t.database.db.insert(identityLinks).values([
      { userId, providerId: 'acme', subject: 'cto-acme', lastSignInAt: new Date('2026-01-01') },
      { userId, providerId: 'beta', subject: 'cto-beta', lastSignInAt: new Date('2026-03-01') },
      { userId, providerId: 'retired', subject: 'cto-old', lastSignInAt: new Date('2026-05-01') },
    ]);
    const refused = await passwordGrant(t, 'cto@example.com');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().error_description, SSO_MESSAGES.passwordRefused('Beta Login'));
  });

  it('refuses forgot-password with the provider named and sends no mail', async () => {
    const before = await mailsTo(t, 'comercial@example.com');
    const refused = await forgotPassword(t, 'comercial@example.com');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      error: 'sso_required',
      message: SSO_MESSAGES.resetRefused('Acme ID'),
    });
    assert.equal(await mailsTo(t, 'comercial@example.com'), before);
  });

  it('refuses a reset code sent before the profile became SSO-only, password unchanged', async () => {
    await setSsoOnlyProfiles(t, '');
    const { userId, code } = await requestResetLink(t, 'evaluator@example.com');
    await setSsoOnlyProfiles(t, 'evaluator');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: {
        userId,
        code,
        password: 'Fresh#2026',
        confirm_password: 'Fresh#2026',
        ...WEB_CLIENT,
      },
    });
    assert.equal(reset.statusCode, 400);
    assert.deepEqual(reset.json(), {
      error: 'sso_required',
      message: SSO_MESSAGES.resetRefused('Acme ID'),
    });
    await setSsoOnlyProfiles(t, '');
    assert.equal((await passwordGrant(t, 'evaluator@example.com')).statusCode, 200);
    assert.equal((await passwordGrant(t, 'evaluator@example.com', 'Fresh#2026')).statusCode, 400);
  });

  it('lets everybody use a password again once the parameter is emptied', async () => {
    await setSsoOnlyProfiles(t, '');
    assert.equal((await passwordGrant(t, 'comercial@example.com')).statusCode, 200);
    assert.equal((await forgotPassword(t, 'comercial@example.com')).statusCode, 204);
  });
});

describe('SSO-only profiles with no provider configured', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('requires nobody to use a provider', async () => {
    await setSsoOnlyProfiles(t, 'comercial');
    assert.equal((await passwordGrant(t, 'comercial@example.com')).statusCode, 200);
    assert.equal((await forgotPassword(t, 'comercial@example.com')).statusCode, 204);
  });
});
