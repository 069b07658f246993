import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { publicProfileSchema } from '@quadro/contract/people';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PRIVATE_FIELDS = [
  'birthdate',
  'phone_number',
  'gender',
  'marital_status',
  'dependents_number',
  'tax_number',
  'alternate_email',
  'contract_type',
  'profiles',
];

describe('GET /api/people/:id', () => {
  let t: TestApp;
  const profileOf = async (id: string, reader: string) =>
    t.app.inject({ url: `/api/people/${id}`, headers: await t.authAs(reader) });

  before(async () => {
    t = await createTestApp();
    const hidden = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers: await t.authAs('cto@example.com'),
      payload: { name: 'Miguel Santos', hidden: true },
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
  });
  after(() => t.close());

  it("shows another employee's public fields and interests, never the private ones", async () => {
    const response = await profileOf(
      await t.personId('employee@example.com'),
      'trainee@example.com',
    );
    assert.equal(response.statusCode, 200, response.body);
    const profile = publicProfileSchema.parse(response.json());
    assert.equal(profile.name, 'Ana Ferreira');
    assert.equal(profile.email, 'employee@example.com');
    assert.equal(profile.job_title, 'Software Engineer');
    assert.equal(profile.nickname, 'Ana');
    assert.ok(profile.workspace && profile.start_date);
    assert.equal(profile.hidden, false);
    assert.ok(Array.isArray(profile.interests));
    for (const field of PRIVATE_FIELDS) assert.ok(!(field in response.json()), field);
  });

  it('shows a hidden person by name and picture only, to everyone but HR and themselves', async () => {
    const cto = await t.personId('cto@example.com');
    const seen = publicProfileSchema.parse((await profileOf(cto, 'employee@example.com')).json());
    assert.deepEqual(seen, {
      id: cto,
      name: 'Miguel Santos',
      profile_picture_url: null,
      hidden: true,
      nickname: null,
      email: null,
      job_title: null,
      workspace: null,
      start_date: null,
      interests: [],
    });
    const byHr = publicProfileSchema.parse((await profileOf(cto, 'hr@example.com')).json());
    assert.equal(byHr.email, 'cto@example.com');
    assert.equal(byHr.job_title, 'Chief Technology Officer');
    const byAdmin = publicProfileSchema.parse((await profileOf(cto, 'admin@example.com')).json());
    assert.equal(byAdmin.job_title, null, 'admin is not HR');
    const own = publicProfileSchema.parse((await profileOf(cto, 'cto@example.com')).json());
    assert.equal(own.job_title, 'Chief Technology Officer', 'one sees one’s own profile whole');
  });

  it('answers a disabled person exactly like an unknown id: 404', async () => {
    const disabled = await profileOf(
      await t.personId('tomas.barbosa@example.com'),
      'hr@example.com',
    );
    const unknown = await profileOf(randomUUID(), 'hr@example.com');
    assert.equal(disabled.statusCode, 404);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(disabled.json(), unknown.json());
  });

  it('refuses a malformed id (400) and an anonymous caller (401)', async () => {
    const malformed = await profileOf('not-a-uuid', 'employee@example.com');
    assert.equal(malformed.statusCode, 400);
    const anonymous = await t.app.inject({
      url: `/api/people/${await t.personId('hr@example.com')}`,
    });
    assert.equal(anonymous.statusCode, 401);
  });
});
