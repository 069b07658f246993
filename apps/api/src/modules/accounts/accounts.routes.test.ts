import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountSchema } from '@quadro/contract/account';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';

describe('/api/accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('returns the signed-in user profile with the form lists', async () => {
    const response = await t.app.inject({
      url: '/api/accounts',
      headers: await t.authAs('employee@example.com'),
    });
    assert.equal(response.statusCode, 200);
    const account = accountSchema.parse(response.json());
    assert.equal(account.email, 'employee@example.com');
    assert.equal(account.name, 'Ana Ferreira');
    assert.deepEqual(account.profiles, ['employee']);
    assert.equal(account.marital_statuses.length, 5);
    assert.ok(account.contract_types.length > 0 && account.workspaces.length > 0);
    assert.ok(account.profile_roles.some((role) => role.key === 'hr'));
    assert.deepEqual(account.employees, [], 'an employee gets no company directory');
    assert.ok(!('passwordHash' in response.json()) && !('password_hash' in response.json()));
  });

  it('gives staff the list of active employees', async () => {
    const response = await t.app.inject({
      url: '/api/accounts',
      headers: await t.authAs('hr@example.com'),
    });
    const account = accountSchema.parse(response.json());
    assert.ok(account.employees.length >= 25);
    assert.ok(
      !account.employees.some((employee) => employee.name === 'Tomás Barbosa'),
      'disabled accounts are left out',
    );
  });

  it('edits the own profile fields and reads them back', async () => {
    const headers = await t.authAs('trainee@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers,
      payload: {
        name: 'Tiago M. Martins',
        nickname: 'Tiago',
        birthdate: '2001-04-09',
        phone_number: '+351 912 345 678',
        gender: 'Male',
        marital_status: 2,
        dependents_number: 1,
        alternate_email: 'Tiago.Personal@Example.org',
        hidden: true,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const again = accountSchema.parse(
      (await t.app.inject({ url: '/api/accounts', headers })).json(),
    );
    assert.equal(again.name, 'Tiago M. Martins');
    assert.equal(again.birthdate, '2001-04-09');
    assert.equal(again.marital_status, 2);
    assert.equal(again.marital_status_name, 'Married');
    assert.equal(again.alternate_email, 'tiago.personal@example.org');
    assert.equal(again.hidden, true);
  });

  it('refuses bad fields with a message naming each field, and changes nothing', async () => {
    const headers = await t.authAs('evaluator@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers,
      payload: {
        name: '',
        alternate_email: 'not-an-email',
        dependents_number: -1,
        birthdate: '2999-01-01',
      },
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.error, 'validation_failed');
    const fields = body.fields.map((field: { field: string }) => field.field).sort();
    assert.deepEqual(fields, ['alternate_email', 'birthdate', 'dependents_number', 'name']);
    assert.ok(body.fields.some((field: { message: string }) => field.message === 'Invalid email'));
    const account = (await t.app.inject({ url: '/api/accounts', headers })).json();
    assert.equal(account.name, 'Inês Rodrigues');
  });

  it('refuses unknown fields, including ones HR owns', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers: await t.authAs('evaluator@example.com'),
      payload: { name: 'Inês Rodrigues', profiles: ['admin'] },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().fields[0].message, /Unknown field: profiles/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers: { ...(await t.authAs('evaluator@example.com')), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, 'payload_too_large');
  });

  it('answers unknown API paths with the JSON 404 body', async () => {
    const response = await t.app.inject({
      url: '/api/nothing-here',
      headers: await t.authAs('hr@example.com'),
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'not_found');
  });
});

describe('account activation by HR', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('registers a disabled account that signs in only after HR enables it', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/account/Register',
      payload: {
        name: 'Clara Sá',
        email: 'clara.sa@example.com',
        password: 'Clara#2026',
        passwordConfirm: 'Clara#2026',
        ...WEB_CLIENT,
      },
    });
    assert.equal(register.statusCode, 201, register.body);
    const { id } = register.json();
    const signIn = () =>
      t.app.inject(
        tokenForm({
          grant_type: 'password',
          username: 'clara.sa@example.com',
          password: 'Clara#2026',
          ...WEB_CLIENT,
        }),
      );
    assert.equal((await signIn()).statusCode, 401);

    const hr = await t.authAs('hr@example.com');
    const pending = await t.app.inject({ url: '/api/accounts/pending-activation', headers: hr });
    assert.ok(pending.json().some((account: { id: string }) => account.id === id));
    const enable = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/activation`,
      headers: hr,
      payload: { enabled: true },
    });
    assert.deepEqual(enable.json(), { id, enabled: true });
    const signedIn = await signIn();
    assert.equal(signedIn.statusCode, 200);
    assert.deepEqual(signedIn.json().profiles, ['employee']);
  });

  it('refuses a second registration of the same e-mail, whatever its case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/Register',
      payload: {
        name: 'Ana',
        email: 'EMPLOYEE@example.com',
        password: 'Other#2026',
        passwordConfirm: 'Other#2026',
      },
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, AUTH_MESSAGES.emailAlreadyRegistered);
  });

  it('validates the registration form with the contract messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/Register',
      payload: { name: 'Bob', email: 'bob@', password: 'weak', passwordConfirm: 'other' },
    });
    assert.equal(response.statusCode, 400);
    const messages = response.json().fields.map((field: { message: string }) => field.message);
    assert.ok(messages.includes('Invalid email'));
    assert.ok(
      messages.includes(
        'Password must contain upper and lowercase letters and a special character',
      ),
    );
  });

  it('answers 404 when HR activates an account that does not exist', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/00000000-0000-4000-8000-000000000000/activation',
      headers: await t.authAs('hr@example.com'),
      payload: { enabled: true },
    });
    assert.equal(response.statusCode, 404);
  });
});
