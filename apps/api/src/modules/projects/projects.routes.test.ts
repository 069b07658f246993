import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PROJECT_MESSAGES, projectPageSchema, projectSchema } from '@quadro/contract/projects';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';

describe('/api/projects', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let clientId: string;
  let otherClientId: string;
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = admin,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const member = (
    employeeId: string,
    allocation = 50,
    startedAt = '2030-01-01',
    endedAt: string | null = null,
  ) => ({
    employeeId,
    role: 'Developer',
    allocation,
    startedAt,
    endedAt,
  });
  const project = (code: string, members: object[] = [], overrides: object = {}) => ({
    clientId,
    name: `Project ${code}`,
    code,
    description: 'A platform rebuild',
    startDate: '2030-01-01',
    endDate: '2030-12-31',
    status: 'active',
    members,
    ...overrides,
  });

  before(async () => {
    t = await createTestApp();
    admin = await t.authAs('admin@example.com');
    const hr = await t.authAs('hr@example.com');
    const addClient = async (name: string) =>
      (await send('POST', '/api/clients', hr, { name, limit_days: 0 })).json().id;
    clientId = await addClient('Projects Client');
    otherClientId = await addClient('Projects Other Client');
  });
  after(() => t.close());

  it('lets admin add a project with its team (audited under the project and each member), read and list it', async () => {
    const employeeId = await t.personId('beatriz.carvalho@example.com');
    const created = await send(
      'POST',
      '/api/projects',
      admin,
      project('NOVA-1', [member(employeeId)]),
    );
    assert.equal(created.statusCode, 201, created.body);
    const nova = projectSchema.parse(created.json());
    assert.equal(nova.clientName, 'Projects Client');
    assert.equal(nova.members[0]?.employeeName, 'Beatriz Carvalho');
    const read = projectSchema.parse((await send('GET', `/api/projects/${nova.id}`)).json());
    assert.deepEqual(read, nova);
    const page = projectPageSchema.parse((await send('GET', '/api/projects')).json());
    assert.equal(page.items[0]?.id, nova.id, 'newest first');
    assert.equal(page.items[0]?.teamSize, 1);
    assert.equal(
      (await auditTrailOf(t.database.db, 'projects', nova.id))[0]?.action,
      'project.create',
    );
    const history = await auditTrailOf(t.database.db, 'users', employeeId);
    assert.equal(history.at(-1)?.action, 'project-member.create');
  });

  it('filters by client and status, and pages', async () => {
    await send(
      'POST',
      '/api/projects',
      admin,
      project('FILTER-1', [], { clientId: otherClientId, status: 'on_hold' }),
    );
    await send(
      'POST',
      '/api/projects',
      admin,
      project('FILTER-2', [], { clientId: otherClientId, status: 'closed' }),
    );
    const byClient = projectPageSchema.parse(
      (await send('GET', `/api/projects?clientId=${otherClientId}`)).json(),
    );
    assert.deepEqual(byClient.items.map((item) => item.code).sort(), ['FILTER-1', 'FILTER-2']);
    assert.equal(byClient.total, 2);
    const onHold = projectPageSchema.parse(
      (await send('GET', `/api/projects?clientId=${otherClientId}&status=on_hold`)).json(),
    );
    assert.deepEqual(
      onHold.items.map((item) => item.code),
      ['FILTER-1'],
    );
    const second = projectPageSchema.parse(
      (await send('GET', `/api/projects?clientId=${otherClientId}&page=2&pageSize=1`)).json(),
    );
    assert.equal(second.items.length, 1);
    assert.equal(second.total, 2);
    assert.equal((await send('GET', '/api/projects?status=finished')).statusCode, 400);
  });

  it('refuses an unknown client (400 clientId), a taken code (409 code), an end before the start (400 endDate)', async () => {
    const unknown = await send(
      'POST',
      '/api/projects',
      admin,
      project('X-1', [], { clientId: randomUUID() }),
    );
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().fields[0].field, 'clientId');
    assert.equal(unknown.json().message, PROJECT_MESSAGES.unknownClient);
    await send('POST', '/api/projects', admin, project('TAKEN-1'));
    const taken = await send('POST', '/api/projects', admin, project('taken-1'));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().fields[0].field, 'code');
    assert.equal(taken.json().message, PROJECT_MESSAGES.duplicateCode('taken-1'));
    const backwards = await send(
      'POST',
      '/api/projects',
      admin,
      project('X-2', [], { endDate: '2029-12-31' }),
    );
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().fields[0].field, 'endDate');
    const badStatus = await send(
      'POST',
      '/api/projects',
      admin,
      project('X-3', [], { status: 'done' }),
    );
    assert.equal(badStatus.json().fields[0].field, 'status');
  });

  it('refuses bad members naming the field: disabled or unknown, out of 1–100, outside the project dates', async () => {
    const ok = await t.personId('carolina.gomes@example.com');
    const cases: Array<[object, string, number]> = [
      [member(await t.personId('tomas.barbosa@example.com')), 'members.0.employeeId', 400],
      [member(randomUUID()), 'members.0.employeeId', 400],
      [member(ok, 0), 'members.0.allocation', 400],
      [member(ok, 101), 'members.0.allocation', 400],
      [member(ok, 50, '2029-12-01'), 'members.0.startedAt', 400],
      [member(ok, 50, '2030-01-01', '2031-01-31'), 'members.0.endedAt', 400],
      [member(ok, 50, '2030-05-01', '2030-04-01'), 'members.0.endedAt', 400],
    ];
    for (const [bad, field, status] of cases) {
      const refused = await send(
        'POST',
        '/api/projects',
        admin,
        project(`BAD-${randomUUID().slice(0, 8)}`, [bad]),
      );
      assert.equal(refused.statusCode, status, `${field}: ${refused.body}`);
      assert.equal(refused.json().fields[0].field, field);
    }
  });

  it('refuses a member above 100% across projects over overlapping days (409 naming allocation)', async () => {
    const employeeId = await t.personId('rui.lopes@example.com');
    const first = await send(
      'POST',
      '/api/projects',
      admin,
      project('LOAD-1', [member(employeeId, 70, '2030-01-01', '2030-06-30')]),
    );
    assert.equal(first.statusCode, 201, first.body);
    const over = await send(
      'POST',
      '/api/projects',
      admin,
      project('LOAD-2', [member(employeeId, 40, '2030-06-30')]),
    );
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().fields[0].field, 'members.0.allocation');
    assert.equal(over.json().message, PROJECT_MESSAGES.overAllocated('Rui Lopes', 110));
    const after = await send(
      'POST',
      '/api/projects',
      admin,
      project('LOAD-3', [member(employeeId, 40, '2030-07-01')]),
    );
    assert.equal(after.statusCode, 201, 'the day after the other period ends is free');
    const twice = await send(
      'POST',
      '/api/projects',
      admin,
      project('LOAD-4', [
        member(employeeId, 30, '2030-01-01', '2030-03-31'),
        member(employeeId, 10, '2030-02-01', '2030-02-28'),
      ]),
    );
    assert.equal(twice.statusCode, 409, 'one team counts its own places too');
    assert.equal(twice.json().fields[0].field, 'members.0.allocation');
  });

  it('replaces the team on edit (an edit does not count the team it replaces) and deletes with the team', async () => {
    const a = await t.personId('diogo.pinto@example.com');
    const b = await t.personId('sara.vieira@example.com');
    const created = projectSchema.parse(
      (await send('POST', '/api/projects', admin, project('EDIT-1', [member(a, 100)]))).json(),
    );
    const edited = await send(
      'PUT',
      `/api/projects/${created.id}`,
      admin,
      project('EDIT-1', [member(a, 100), member(b, 20)], { status: 'on_hold' }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().status, 'on_hold');
    assert.equal(edited.json().members.length, 2);
    const removed = await send('DELETE', `/api/projects/${created.id}`);
    assert.equal(removed.statusCode, 204);
    assert.equal((await send('GET', `/api/projects/${created.id}`)).statusCode, 404);
    assert.equal((await send('DELETE', `/api/projects/${created.id}`)).statusCode, 404);
    assert.equal(
      (await send('PUT', `/api/projects/${created.id}`, admin, project('EDIT-1'))).statusCode,
      404,
    );
    const actions = (await auditTrailOf(t.database.db, 'users', b)).map((row) => row.action);
    assert.deepEqual(actions.slice(-2), ['project-member.create', 'project-member.delete']);
    assert.equal(
      (await auditTrailOf(t.database.db, 'projects', created.id)).at(-1)?.action,
      'project.delete',
    );
  });

  it('lets two teams claim one person at once: the second sees the first', async () => {
    const employeeId = await t.personId('mariana.ribeiro@example.com');
    const results = await Promise.all(
      ['RACE-1', 'RACE-2'].map((code) =>
        send('POST', '/api/projects', admin, project(code, [member(employeeId, 60)])),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
  });

  it('gives projects to admin and comercial only: hr, financial, cto, employee and trainee get 403', async () => {
    const comercial = await t.authAs('comercial@example.com');
    assert.equal((await send('GET', '/api/projects', comercial)).statusCode, 200);
    const created = await send('POST', '/api/projects', comercial, project('COM-1'));
    assert.equal(created.statusCode, 201, created.body);
    for (const email of [
      'hr@example.com',
      'financial@example.com',
      'cto@example.com',
      'employee@example.com',
      'trainee@example.com',
    ]) {
      const headers = await t.authAs(email);
      assert.equal((await send('GET', '/api/projects', headers)).statusCode, 403, email);
      assert.equal(
        (await send('POST', '/api/projects', headers, project(`NO-${email}`))).statusCode,
        403,
        email,
      );
    }
  });
});
