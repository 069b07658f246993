import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientListSchema } from '@quadro/contract/clients';
import {
  EMPLOYEE_MESSAGES,
  employeeHistoryPageSchema,
  employeePageSchema,
  employeeRecordSchema,
} from '@quadro/contract/employees';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { count, desc, eq } from 'drizzle-orm';
import type { AuthHeaders } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { demoTaxNumber } from '../../seed/demo-people-rows.ts';
import { users } from './people.schema.ts';

const NEW_HIRE = {
  name: 'Inês Valente',
  email: 'ines.valente@example.com',
  profiles: ['employee'],
  start_date: '2026-12-01',
  contract_type: 'permanent',
  job_title: 'Data Engineer',
  working_weekdays: [1, 2, 3, 4],
  daily_hours: '7.5',
  tax_number: '123456789',
};

describe('/api/employees', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  let financial: AuthHeaders;
  let createdId: string;
  const list = async (query: string, headers: AuthHeaders = hr) =>
    employeePageSchema.parse(
      (await t.app.inject({ url: `/api/employees?${query}`, headers })).json(),
    );
  const create = (payload: Record<string, unknown>, headers: AuthHeaders = hr) =>
    t.app.inject({ method: 'POST', url: '/api/employees', headers, payload });

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    financial = await t.authAs('financial@example.com');
  });
  after(() => t.close());

  it('pages, sorts and filters the table for hr and financial', async () => {
    const first = await list('page=1&page_size=5&sort=name&order=asc', financial);
    assert.equal(first.items.length, 5);
    assert.ok(first.total > 20);
    const names = first.items.map((row) => row.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    const second = await list('page=2&page_size=5&sort=name&order=asc');
    assert.ok(!second.items.some((row) => names.includes(row.name)));
    const descending = await list('page=1&page_size=3&sort=name&order=desc');
    assert.notDeepEqual(descending.items[0]?.name, first.items[0]?.name);

    const hrs = await list('profile=hr');
    assert.ok(hrs.items.every((row) => row.profiles.includes('hr')));
    assert.ok(hrs.items.length >= 2);
    const accented = await list('search=joao');
    assert.deepEqual(
      accented.items.map((row) => row.name),
      ['João Pereira'],
    );
    const inactive = await list('status=inactive');
    assert.ok(inactive.items.some((row) => row.email === 'tomas.barbosa@example.com'));
    assert.ok(inactive.items.every((row) => row.status === 'inactive'));
  });

  it('refuses bad filters and anyone but hr and financial', async () => {
    const badSort = await t.app.inject({ url: '/api/employees?sort=password_hash', headers: hr });
    assert.equal(badSort.statusCode, 400);
    for (const email of ['employee@example.com', 'admin@example.com', 'cto@example.com']) {
      const headers = await t.authAs(email);
      assert.equal((await t.app.inject({ url: '/api/employees', headers })).statusCode, 403);
    }
  });

  it('creates an employee who gets an invitation, sets a password through it and signs in', async () => {
    const response = await create(NEW_HIRE);
    assert.equal(response.statusCode, 201, response.body);
    const created = employeeRecordSchema.parse(response.json());
    createdId = created.id;
    assert.deepEqual(
      [created.status, created.daily_hours, created.working_weekdays, created.tax_number],
      ['active', '7.50', [1, 2, 3, 4], '123456789'],
    );
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, NEW_HIRE.email))
      .orderBy(desc(mailOutbox.createdAt));
    assert.ok(mail, 'an invitation is queued');
    assert.match(mail.subject, /welcome/i);
    const [, userId, code] = /\/reset-password\/([0-9a-f-]{36})\/(\S+)/.exec(mail.text) ?? [];
    assert.equal(userId, created.id);

    const signInBefore = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: NEW_HIRE.email,
        password: '!invited',
        ...WEB_CLIENT,
      }).toString(),
    });
    assert.equal(signInBefore.statusCode, 400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: {
        userId,
        code,
        password: 'Welcome#2026',
        confirm_password: 'Welcome#2026',
        ...WEB_CLIENT,
      },
    });
    assert.equal(reset.statusCode, 204, reset.body);
    const tokens = await t.login(NEW_HIRE.email, 'Welcome#2026');
    assert.deepEqual(tokens.profiles, ['employee']);
  });

  it('names every refused field; a taken e-mail or tax number is 409', async () => {
    const invalid = await create({
      ...NEW_HIRE,
      email: 'not-an-email',
      tax_number: '123456780',
      daily_hours: '13',
      working_weekdays: [],
      profiles: ['boss'],
    });
    assert.equal(invalid.statusCode, 400);
    const fields = invalid.json().fields.map((field: { field: string }) => field.field);
    for (const field of ['email', 'tax_number', 'daily_hours', 'working_weekdays']) {
      assert.ok(
        fields.some((name: string) => name.startsWith(field)),
        `${field} in ${fields}`,
      );
    }
    const taken = await create({
      ...NEW_HIRE,
      email: 'INES.VALENTE@example.com',
      tax_number: '123456789',
    });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(
      taken.json().fields.map((field: { field: string }) => field.field),
      ['email', 'tax_number'],
    );
    assert.equal(taken.json().fields[0].message, EMPLOYEE_MESSAGES.emailTaken);
  });

  it('refuses the second of two simultaneous creates naming the field they share', async () => {
    const sameTaxNumber = [
      { ...NEW_HIRE, email: 'race.one@example.com', tax_number: demoTaxNumber(5001) },
      { ...NEW_HIRE, email: 'race.two@example.com', tax_number: demoTaxNumber(5001) },
    ];
    const sameEmail = [
      { ...NEW_HIRE, email: 'race.three@example.com', tax_number: demoTaxNumber(5002) },
      { ...NEW_HIRE, email: 'Race.Three@example.com', tax_number: demoTaxNumber(5003) },
    ];
    for (const [pair, field] of [
      [sameTaxNumber, 'tax_number'],
      [sameEmail, 'email'],
    ] as const) {
      const answers = await Promise.all(pair.map((employee) => create(employee)));
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      assert.deepEqual(
        refused?.json().fields.map((error: { field: string }) => error.field),
        [field],
      );
    }
  });

  it('lets hr edit the employment fields, audited with only what changed; financial changes nothing', async () => {
    const edit = {
      ...NEW_HIRE,
      job_title: 'Senior Data Engineer',
      profiles: ['employee', 'evaluator'],
    };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${createdId}`,
      headers: financial,
      payload: edit,
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(
      (await create({ ...NEW_HIRE, email: 'x@example.com' }, financial)).statusCode,
      403,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${createdId}`,
      headers: hr,
      payload: edit,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().job_title, 'Senior Data Engineer');

    const history = employeeHistoryPageSchema.parse(
      (
        await t.app.inject({ url: `/api/employees/${createdId}/history`, headers: financial })
      ).json(),
    );
    const [latest, creation] = history.items;
    assert.equal(latest?.action, 'employee.update');
    assert.equal(latest?.actor_name, 'Sofia Almeida');
    assert.deepEqual(latest?.before, { profiles: ['employee'], job_title: 'Data Engineer' });
    assert.deepEqual(latest?.after, {
      profiles: ['employee', 'evaluator'],
      job_title: 'Senior Data Engineer',
    });
    assert.equal(creation?.action, 'employee.create');
  });

  it('keeps an hr and an admin: nobody drops their own, nor the last enabled holder’s', async () => {
    const recordOf = async (email: string) =>
      employeeRecordSchema.parse(
        (
          await t.app.inject({ url: `/api/employees/${await t.personId(email)}`, headers: hr })
        ).json(),
      );
    const editProfiles = async (email: string, profiles: string[]) => {
      const record = await recordOf(email);
      return t.app.inject({
        method: 'PUT',
        url: `/api/employees/${record.id}`,
        headers: hr,
        payload: {
          name: record.name,
          email: record.email,
          profiles,
          start_date: record.start_date ?? '2020-01-01',
          contract_type: record.contract_type ?? 'permanent',
          job_title: record.job_title ?? 'Staff',
          working_weekdays: record.working_weekdays,
          daily_hours: record.daily_hours,
          tax_number: record.tax_number ?? demoTaxNumber(5100),
        },
      });
    };
    const own = await editProfiles('hr@example.com', ['employee']);
    assert.equal(own.statusCode, 409, own.body);
    assert.deepEqual(own.json().fields, [
      { field: 'profiles', message: EMPLOYEE_MESSAGES.ownAdministeringProfile('hr') },
    ]);
    const lastAdmin = await editProfiles('admin@example.com', ['employee']);
    assert.equal(lastAdmin.statusCode, 409, lastAdmin.body);
    assert.equal(lastAdmin.json().message, EMPLOYEE_MESSAGES.lastAdministeringHolder('admin'));
    assert.deepEqual((await recordOf('admin@example.com')).profiles, ['admin']);

    const promoted = await editProfiles('employee@example.com', ['employee', 'admin']);
    assert.equal(promoted.statusCode, 200, promoted.body);
    const dropped = await editProfiles('admin@example.com', ['employee']);
    assert.equal(dropped.statusCode, 200, 'another enabled admin remains');
    assert.equal((await editProfiles('admin@example.com', ['admin'])).statusCode, 200);
    assert.equal((await editProfiles('employee@example.com', ['employee'])).statusCode, 200);
  });

  it("ends the person's access tokens when hr changes their profiles, within seconds", async () => {
    const trainee = await t.authAs('trainee@example.com');
    const record = employeeRecordSchema.parse(
      (
        await t.app.inject({
          url: `/api/employees/${await t.personId('trainee@example.com')}`,
          headers: hr,
        })
      ).json(),
    );
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${record.id}`,
      headers: hr,
      payload: {
        ...NEW_HIRE,
        name: record.name,
        email: record.email,
        profiles: ['trainee', 'evaluator'],
        tax_number: record.tax_number ?? demoTaxNumber(5200),
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    let status = 200;
    for (let attempt = 0; attempt < 50 && status === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await t.app.inject({ url: '/api/accounts', headers: trainee })).statusCode;
    }
    assert.equal(status, 401);
    const again = await t.login('trainee@example.com');
    assert.deepEqual(again.profiles, ['trainee', 'evaluator']);
  });

  it('answers 404 for an unknown employee on every route taking an id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/employees/${unknown}`, `/api/employees/${unknown}/history`]) {
      assert.equal((await t.app.inject({ url, headers: hr })).statusCode, 404, url);
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${unknown}`,
      headers: hr,
      payload: { ...NEW_HIRE, email: 'nobody@example.com', tax_number: '245678905' },
    });
    assert.equal(edit.statusCode, 404);
  });

  it('exports the filtered, sorted table as CSV with every matching row', async () => {
    const response = await t.app.inject({
      url: '/api/employees/export?format=csv&profile=employee&sort=name&order=desc',
      headers: financial,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="employees-/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'Name,Email,Profiles,Job title,Contract type,Client,Start date,Status');
    const page = await list('profile=employee&page_size=100');
    assert.equal(lines.length - 1, page.total);
    const names = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    assert.deepEqual(
      names,
      [...names].sort((a, b) => b.localeCompare(a)),
    );
    assert.ok(response.body.includes('João Pereira'));
    const refused = await t.app.inject({
      url: '/api/employees/export',
      headers: await t.authAs('employee@example.com'),
    });
    assert.equal(refused.statusCode, 403);
  });

  it("counts everyone without a filter, and a client's people today with one", async () => {
    const [everyone] = await t.database.db.select({ total: count() }).from(users);
    assert.equal((await list('page_size=1')).total, everyone?.total);
    const clients = clientListSchema.parse(
      (await t.app.inject({ url: '/api/clients', headers: hr })).json(),
    );
    const busiest = clients.toSorted((a, b) => b.current_allocations - a.current_allocations)[0];
    assert.ok(busiest && busiest.current_allocations > 1);
    const onClient = await list(`client_id=${busiest.id}&page_size=1`);
    assert.equal(onClient.total, busiest.current_allocations);
    assert.equal(onClient.items[0]?.client?.id, busiest.id);
  });
});
