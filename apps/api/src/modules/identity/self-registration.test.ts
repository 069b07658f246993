import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { fieldsOf } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Everything QUADRO_ENV=production asks for; the test app still uses its own database. */
const PRODUCTION = {
  QUADRO_ENV: 'production',
  DATABASE_URL: 'postgres://quadro:pw@db.example.com:5432/quadro',
  PUBLIC_URL: 'https://quadro.example.com',
  SMTP_URL: 'smtps://quadro:pw@mail.example.com:465',
  JWT_SECRET: 'j'.repeat(32),
  TWO_FACTOR_KEY: 't'.repeat(32),
};

function register(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/account/Register',
    payload: {
      name: 'Clara Sá',
      email,
      password: 'Clara#2026',
      passwordConfirm: 'Clara#2026',
      ...WEB_CLIENT,
    },
  });
}

async function isOpen(t: TestApp): Promise<boolean> {
  const response = await t.app.inject({ url: '/api/registration' });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().open;
}

describe('self-registration switch and domains', () => {
  let t: TestApp;
  let hr: Record<string, string>;
  const setParameter = async (key: string, value: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/system-parameters/${key}`,
      headers: hr,
      payload: { value },
    });
    assert.equal(response.statusCode, 200, response.body);
  };

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('is open by default outside production', async () => {
    assert.equal(await isOpen(t), true);
    assert.equal((await register(t, 'open.default@gmail.com')).statusCode, 201);
  });

  it('refuses every registration while switched off, with the contract message', async () => {
    await setParameter('selfRegistration', 'off');
    assert.equal(await isOpen(t), false);
    const response = await register(t, 'closed@example.com');
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().message, AUTH_MESSAGES.registrationClosed);
    await setParameter('selfRegistration', 'on');
    assert.equal((await register(t, 'closed@example.com')).statusCode, 201);
  });

  it('accepts only the listed domains, refusing others on the e-mail field', async () => {
    await setParameter('selfRegistrationDomains', 'example.com, quadro.pt');
    const refused = await register(t, 'someone@gmail.com');
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(fieldsOf(refused), ['email']);
    assert.equal(refused.json().fields[0].message, AUTH_MESSAGES.registrationDomainRefused);
    assert.equal((await register(t, 'Rita@Quadro.PT')).statusCode, 201);
    await setParameter('selfRegistrationDomains', '');
    assert.equal((await register(t, 'someone@gmail.com')).statusCode, 201);
  });
});

describe('self-registration in production', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(PRODUCTION);
  });
  after(() => t.close());

  it('starts off, shown as the default, until HR switches it on', async () => {
    assert.equal(await isOpen(t), false);
    assert.equal((await register(t, 'early@example.com')).statusCode, 403);
    const hr = await t.authAs('hr@example.com');
    const list = await t.app.inject({ url: '/api/system-parameters', headers: hr });
    const parameter = list.json().find((item: { key: string }) => item.key === 'selfRegistration');
    assert.deepEqual(
      { value: parameter.value, default_value: parameter.default_value },
      { value: 'off', default_value: 'off' },
    );
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/system-parameters/selfRegistration',
      headers: hr,
      payload: { value: 'on' },
    });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(await isOpen(t), true);
    assert.equal((await register(t, 'early@example.com')).statusCode, 201);
  });
});
