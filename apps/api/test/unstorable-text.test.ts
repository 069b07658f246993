import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { createTestApp, type TestApp, tokenForm } from './test-app.ts';

/** What the fuzzer found: text PostgreSQL cannot store reached the database and answered 500. */
describe('text and dates the database cannot store', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const fieldsOf = (body: { fields?: { field: string }[] }) =>
    (body.fields ?? []).map((entry) => entry.field);

  it('answers 400 naming the field on PUT /api/accounts', async () => {
    const headers = await t.authAs('employee@example.com');
    const cases: [string, Record<string, unknown>][] = [
      ['name', { name: 'Ana\u0000' }],
      ['nickname', { name: 'Ana', nickname: 'A\u0000' }],
      ['alternate_email', { name: 'Ana', alternate_email: 'a\u0000@b.pt' }],
      ['name', { name: 'Ana \ud800' }],
      ['birthdate', { name: 'Ana', birthdate: '0000-01-01' }],
    ];
    for (const [field, payload] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: ACCOUNTS_ENDPOINTS.updateOwnAccount.path,
        headers,
        payload,
      });
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.deepEqual(fieldsOf(response.json()), [field]);
    }
  });

  it('names the length of a 100,000-character name', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: ACCOUNTS_ENDPOINTS.updateOwnAccount.path,
      headers: await t.authAs('employee@example.com'),
      payload: { name: 'x'.repeat(100_000) },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'name: Maximum length is 100 characters');
  });

  it('answers 400 on the public forms', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/account/Register',
      payload: {
        name: 'Eve\u0000',
        email: 'eve\u0000@example.com',
        password: 'Secret#123',
        passwordConfirm: 'Secret#123',
      },
    });
    assert.equal(register.statusCode, 400, register.body);
    assert.deepEqual(fieldsOf(register.json()).sort(), ['email', 'name']);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/account/ForgotPassword',
      payload: { email: 'employee\u0000@example.com' },
    });
    assert.equal(forgot.statusCode, 400, forgot.body);
    assert.deepEqual(fieldsOf(forgot.json()), ['email']);
  });

  it('answers invalid_request for a NUL in the token username', async () => {
    const response = await t.app.inject(
      tokenForm({
        grant_type: 'password',
        username: 'employee\u0000@example.com',
        password: 'x',
        ...WEB_CLIENT,
      }),
    );
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().error, 'invalid_request');
    assert.match(
      response.json().error_description,
      /^username is not valid: Must not contain NUL characters/,
    );
  });
});
