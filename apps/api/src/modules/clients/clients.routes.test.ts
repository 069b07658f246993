import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountSchema } from '@quadro/contract/account';
import { CLIENT_MESSAGES, clientDetailsSchema, clientListSchema } from '@quadro/contract/clients';
import type { AuthHeaders } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { companyDateTime, DEFAULT_COMPANY_TIME_ZONE } from '../../platform/context/company-time.ts';
import { insertProject } from '../projects/projects.public.ts';
import { clientAllocations } from './clients.schema.ts';

describe('/api/clients and allocations', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  let clientId: string;
  const post = (url: string, payload: Record<string, unknown>, headers: AuthHeaders = hr) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const withoutClient = async (headers: AuthHeaders = hr) =>
    (await t.app.inject({ url: '/api/clients/employees-without-client', headers })).json() as {
      key: string;
    }[];

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    // The demo allocations would decide who has a client; these tests allocate their own.
    await t.database.db.delete(clientAllocations);
  });
  after(() => t.close());

  it('lets HR add a client, audited, and staff read the list', async () => {
    const response = await post('/api/clients', {
      name: 'Banco Teste Atlântico',
      contact_name: 'Marta Reis',
      email: 'Marta.Reis@Atlantico.pt',
      phone: '+351 210 000 000',
      limit_days: 20,
    });
    assert.equal(response.statusCode, 201, response.body);
    clientId = response.json().id;
    assert.equal(response.json().email, 'marta.reis@atlantico.pt');
    assert.equal(response.json().current_allocations, 0);
    assert.ok(!('allocations' in response.json()), 'the list row carries no allocations');
    for (const email of ['financial@example.com', 'admin@example.com', 'comercial@example.com']) {
      const list = clientListSchema.parse(
        (await t.app.inject({ url: '/api/clients', headers: await t.authAs(email) })).json(),
      );
      assert.ok(
        list.some((client) => client.id === clientId),
        email,
      );
    }
    const [entry] = await auditTrailOf(t.database.db, 'clients', clientId);
    assert.equal(entry?.action, 'client.create');
  });

  it('names the field of each refusal: duplicate name (any case), bad e-mail, negative limit', async () => {
    const duplicate = await post('/api/clients', { name: 'BANCO TESTE ATLÂNTICO', limit_days: 1 });
    assert.equal(duplicate.statusCode, 409);
    assert.deepEqual(duplicate.json().fields, [
      { field: 'name', message: CLIENT_MESSAGES.duplicateName('BANCO TESTE ATLÂNTICO') },
    ]);
    const email = await post('/api/clients', { name: 'X', email: 'nope', limit_days: 1 });
    assert.equal(email.json().fields[0].field, 'email');
    const limit = await post('/api/clients', { name: 'Y', limit_days: -1 });
    assert.equal(limit.statusCode, 400);
    assert.equal(limit.json().fields[0].field, 'limit_days');
  });

  it('allocates employees for a period; the allocated one leaves the without-client lists', async () => {
    const joao = await t.personId('joao.pereira@example.com');
    assert.ok((await withoutClient()).some((person) => person.key === joao));
    const today = companyDateTime(new Date(), DEFAULT_COMPANY_TIME_ZONE).date;
    const allocation = await post(`/api/clients/${clientId}/allocations`, {
      employee_id: joao,
      started_at: '2020-01-01',
    });
    assert.equal(allocation.statusCode, 201, allocation.body);
    assert.equal(allocation.json().employee_name, 'João Pereira');
    assert.ok(today >= '2020-01-01');
    assert.ok(!(await withoutClient()).some((person) => person.key === joao));
    const account = accountSchema.parse(
      (await t.app.inject({ url: '/api/accounts', headers: hr })).json(),
    );
    assert.ok(!account.employees_without_client.some((person) => person.key === joao));
    assert.ok(account.employees.some((person) => person.key === joao));
    const trail = await auditTrailOf(t.database.db, 'users', joao);
    assert.equal(trail.at(-1)?.action, 'client-allocation.create');
  });

  it('refuses overlapping allocations (409 on started_at), an end before the start, an unknown employee', async () => {
    const joao = await t.personId('joao.pereira@example.com');
    const other = await post('/api/clients', { name: 'Seguros Teste Norte', limit_days: 5 });
    const overlap = await post(`/api/clients/${other.json().id}/allocations`, {
      employee_id: joao,
      started_at: '2025-05-01',
      ended_at: '2025-06-01',
    });
    assert.equal(overlap.statusCode, 409);
    assert.equal(overlap.json().fields[0].field, 'started_at');
    const backwards = await post(`/api/clients/${other.json().id}/allocations`, {
      employee_id: joao,
      started_at: '2019-05-01',
      ended_at: '2019-04-01',
    });
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().fields[0].field, 'ended_at');
    const stranger = await post(`/api/clients/${other.json().id}/allocations`, {
      employee_id: await t.personId('tomas.barbosa@example.com'),
      started_at: '2019-05-01',
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json().fields[0].field, 'employee_id');
    const before2020 = await post(`/api/clients/${other.json().id}/allocations`, {
      employee_id: joao,
      started_at: '2019-01-01',
      ended_at: '2019-12-31',
    });
    assert.equal(before2020.statusCode, 201, before2020.body);
  });

  it('edits and ends an allocation, then removes it', async () => {
    const joao = await t.personId('joao.pereira@example.com');
    const [listed] = clientListSchema
      .parse((await t.app.inject({ url: '/api/clients', headers: hr })).json())
      .filter((item) => item.id === clientId);
    assert.equal(listed?.current_allocations, 1, 'João, allocated since 2020, counts today');
    assert.ok(!(listed && 'allocations' in listed), 'the list sends no allocations');
    const client = clientDetailsSchema.parse(
      (await t.app.inject({ url: `/api/clients/${clientId}`, headers: hr })).json(),
    );
    assert.equal(client.allocations.length, 1);
    const list = clientListSchema.parse(
      (await t.app.inject({ url: '/api/clients', headers: hr })).json(),
    );
    const past = list.find((item) => item.name === 'Seguros Teste Norte');
    assert.equal(past?.current_allocations, 0, 'an allocation ended in 2019 does not count today');
    const pastDetails = clientDetailsSchema.parse(
      (await t.app.inject({ url: `/api/clients/${past?.id}`, headers: hr })).json(),
    );
    assert.deepEqual(
      pastDetails.allocations.map((item) => [item.started_at, item.ended_at]),
      [['2019-01-01', '2019-12-31']],
      'the dialog gets past allocations too',
    );
    const allocation = client.allocations.find((item) => item.employee_id === joao);
    const ended = await t.app.inject({
      method: 'PUT',
      url: `/api/clients/allocations/${allocation?.id}`,
      headers: hr,
      payload: { employee_id: joao, started_at: '2020-01-01', ended_at: '2021-12-31' },
    });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().ended_at, '2021-12-31');
    assert.ok((await withoutClient()).some((person) => person.key === joao));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/allocations/${allocation?.id}`,
      headers: hr,
    });
    assert.equal(removed.statusCode, 204);
  });

  it('keeps a client that has projects (409) and removes one without', async () => {
    await insertProject(t.database.db, {
      clientId,
      name: 'Core banking',
      code: 'CB-1',
      description: null,
      startDate: '2026-01-01',
      endDate: null,
      status: 'active',
    });
    const kept = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${clientId}`,
      headers: hr,
    });
    assert.equal(kept.statusCode, 409);
    assert.equal(kept.json().message, CLIENT_MESSAGES.hasProjects);
    const other = await post('/api/clients', { name: 'Short lived', limit_days: 0 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${other.json().id}`,
      headers: hr,
    });
    assert.equal(removed.statusCode, 204);
  });

  it('keeps clients from employees and trainees, and writes from everyone but HR', async () => {
    for (const email of ['employee@example.com', 'trainee@example.com']) {
      const headers = await t.authAs(email);
      assert.equal((await t.app.inject({ url: '/api/clients', headers })).statusCode, 403);
      const refused = await t.app.inject({ url: '/api/clients/employees-without-client', headers });
      assert.equal(refused.statusCode, 403);
    }
    for (const email of ['financial@example.com', 'admin@example.com', 'comercial@example.com']) {
      const headers = await t.authAs(email);
      assert.equal(
        (await post('/api/clients', { name: 'Z', limit_days: 0 }, headers)).statusCode,
        403,
      );
    }
  });
});
