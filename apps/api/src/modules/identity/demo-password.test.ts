import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { requestResetLink } from '../../../test/reset-link.ts';
import { createTestApp, passwordGrant, type TestApp } from '../../../test/test-app.ts';
import { installation } from '../../platform/installation/installation.schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';

describe('the demo password on a demo installation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('signs in, since the demo seed marked the database', async () => {
    const response = await passwordGrant(t, 'admin@example.com', DEMO_PASSWORD);
    assert.equal(response.statusCode, 200, response.body);
  });
});

/**
 * The demo company's rows without the demo seed's mark: what a real database would be if demo
 * accounts, or someone choosing the published password, ended up in it.
 */
describe('the demo password on a database no demo seed filled', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.database.db.delete(installation);
  });
  after(() => t.close());

  it("never signs in: the answer is a wrong password's", async () => {
    const demo = await passwordGrant(t, 'admin@example.com', DEMO_PASSWORD);
    const wrong = await passwordGrant(t, 'admin@example.com', 'Wrong#2026x');
    assert.equal(demo.statusCode, 400, demo.body);
    assert.deepEqual(demo.json(), wrong.json());
  });

  it('cannot be chosen when resetting a password', async () => {
    const { userId, code } = await requestResetLink(t, 'raquel.duarte@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: {
        userId,
        code,
        password: DEMO_PASSWORD,
        confirm_password: DEMO_PASSWORD,
        ...WEB_CLIENT,
      },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().fields, [
      { field: 'password', message: AUTH_MESSAGES.publishedPassword },
    ]);
  });

  it('cannot be chosen when registering', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/Register',
      payload: {
        name: 'Clara Sá',
        email: 'clara.sa@example.com',
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
        ...WEB_CLIENT,
      },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().fields[0].message, AUTH_MESSAGES.publishedPassword);
  });

  it('cannot be chosen when changing a password, and a chosen one still signs in', async () => {
    const { userId, code } = await requestResetLink(t, 'hr@example.com');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: { userId, code, password: 'Mine#2026x', confirm_password: 'Mine#2026x' },
    });
    assert.equal(reset.statusCode, 204, reset.body);
    const { access_token } = await t.login('hr@example.com', 'Mine#2026x');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/change-password',
      headers: { authorization: `Bearer ${access_token}` },
      payload: {
        currentPassword: 'Mine#2026x',
        newPassword: DEMO_PASSWORD,
        confirmNewPassword: DEMO_PASSWORD,
      },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().fields, [
      { field: 'newPassword', message: AUTH_MESSAGES.publishedPassword },
    ]);
  });
});
