import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CONTRACT_MESSAGES,
  contractListSchema,
  salaryHistorySchema,
  salaryListSchema,
} from '@quadro/contract/contracts';
import { inArray } from 'drizzle-orm';
import type { AuthHeaders } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { contracts, salaries } from './contracts.schema.ts';

describe('contracts, salaries and the salary change log', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  let employee: AuthHeaders;
  let employeeId: string;
  const addContract = (payload: Record<string, unknown>, headers: AuthHeaders = hr) =>
    t.app.inject({ method: 'POST', url: '/api/contracts', headers, payload });
  const addSalary = (payload: Record<string, unknown>, headers: AuthHeaders = hr) =>
    t.app.inject({ method: 'POST', url: '/api/salary', headers, payload });
  const contractsOf = async (id: string, headers: AuthHeaders = hr) =>
    contractListSchema.parse(
      (await t.app.inject({ url: `/api/contracts/employee/${id}`, headers })).json(),
    );

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    employee = await t.authAs('employee@example.com');
    employeeId = await t.personId('employee@example.com');
    // These tests build the employee's contracts and salaries from nothing.
    const joana = await t.personId('joana.nunes@example.com');
    await t.database.db.delete(salaries).where(inArray(salaries.userId, [employeeId, joana]));
    await t.database.db.delete(contracts).where(inArray(contracts.userId, [employeeId, joana]));
  });
  after(() => t.close());

  it('adds a contract that closes the previous one on its start, with its salary, audited', async () => {
    const first = await addContract({
      employee_id: employeeId,
      type: 'fixed_term',
      started_at: '2030-01-01',
      salary: '1200',
    });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().salary, '1200.00');
    const second = await addContract({
      employee_id: employeeId,
      type: 'permanent',
      started_at: '2031-03-01',
      salary: '1400.50',
    });
    assert.equal(second.statusCode, 201, second.body);
    const [latest, previous] = await contractsOf(employeeId);
    assert.deepEqual(
      [latest?.type, latest?.started_at, latest?.ended_at],
      ['permanent', '2031-03-01', null],
    );
    assert.deepEqual([previous?.id, previous?.ended_at], [first.json().id, '2031-03-01']);

    const contractSalaries = salaryListSchema.parse(
      (
        await t.app.inject({ url: `/api/contracts/${second.json().id}/salaries`, headers: hr })
      ).json(),
    );
    assert.deepEqual(
      contractSalaries.map((salary) => [salary.base_salary, salary.effective_date]),
      [['1400.50', '2031-03-01']],
    );
    const trail = await auditTrailOf(t.database.db, 'users', employeeId);
    const created = trail.filter((entry) => entry.action === 'contract.create');
    assert.equal(created.length, 2);
    assert.deepEqual(created[1]?.before, { contract: first.json() });
  });

  it('refuses a contract starting on or before the previous start, an unknown type or employee', async () => {
    const early = await addContract({
      employee_id: employeeId,
      type: 'permanent',
      started_at: '2031-03-01',
      salary: '1500',
    });
    assert.equal(early.statusCode, 400);
    assert.equal(early.json().fields[0].field, 'started_at');
    assert.equal(early.json().fields[0].message, CONTRACT_MESSAGES.startsTooEarly('2031-03-01'));
    const badType = await addContract({
      employee_id: employeeId,
      type: 'forever',
      started_at: '2032-01-01',
      salary: '1500',
    });
    assert.equal(badType.statusCode, 400);
    assert.equal(badType.json().fields[0].field, 'type');
    const stranger = await addContract({
      employee_id: '00000000-0000-4000-8000-000000000000',
      type: 'permanent',
      started_at: '2032-01-01',
      salary: '1500',
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json().fields[0].field, 'employee_id');
  });

  it('keeps one open contract when two are added at once', async () => {
    const id = await t.personId('joana.nunes@example.com');
    const results = await Promise.all(
      ['2040-01-01', '2041-01-01'].map((started_at) =>
        addContract({ employee_id: id, type: 'permanent', started_at, salary: '2000' }),
      ),
    );
    for (const result of results) assert.ok([201, 400].includes(result.statusCode), result.body);
    const open = (await contractsOf(id)).filter((contract) => contract.ended_at === null);
    assert.equal(open.length, 1);
  });

  it('adds a salary with the spec message; money exact; one per date; inside a contract', async () => {
    const created = await addSalary({
      employee_id: employeeId,
      base_salary: '1500.5',
      dislocation: '120',
      effective_date: '2032-01-01',
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().message, 'Salary was created with success');
    assert.equal(created.json().salary.base_salary, '1500.50');
    assert.equal(created.json().salary.dislocation, '120.00');

    const refusals: [Record<string, unknown>, string, number][] = [
      [{ base_salary: '-1' }, 'base_salary', 400],
      [{ base_salary: '1500.555' }, 'base_salary', 400],
      [{ base_salary: 1500.555 }, 'base_salary', 400],
      [{ dislocation: '99999999999' }, 'dislocation', 400],
      [{ effective_date: '2029-06-01' }, 'effective_date', 400],
      [{ effective_date: '2032-01-01' }, 'effective_date', 409],
    ];
    for (const [change, field, status] of refusals) {
      const response = await addSalary({
        employee_id: employeeId,
        base_salary: '1600',
        dislocation: '0',
        effective_date: '2033-01-01',
        ...change,
      });
      assert.equal(response.statusCode, status, `${JSON.stringify(change)}: ${response.body}`);
      assert.equal(response.json().fields[0].field, field, JSON.stringify(change));
    }
  });

  it('gives the change log: both amounts first, then one entry per changed field', async () => {
    const history = salaryHistorySchema.parse(
      (await t.app.inject({ url: '/api/accounts/log-change/salary', headers: employee })).json(),
    );
    assert.deepEqual(
      history.map(({ field, changed_at, from, to, dislocation }) => ({
        field,
        changed_at,
        from,
        to,
        dislocation,
      })),
      [
        {
          field: 'Base Salary',
          changed_at: '2030-01-01',
          from: null,
          to: '1200.00',
          dislocation: '0.00',
        },
        {
          field: 'Base Salary',
          changed_at: '2031-03-01',
          from: '1200.00',
          to: '1400.50',
          dislocation: undefined,
        },
        {
          field: 'Base Salary',
          changed_at: '2032-01-01',
          from: '1400.50',
          to: '1500.50',
          dislocation: undefined,
        },
        {
          field: 'Dislocation',
          changed_at: '2032-01-01',
          from: '0.00',
          to: '120.00',
          dislocation: undefined,
        },
      ],
    );
    const forFinance = await t.app.inject({
      url: `/api/accounts/log-change/salary?employee_id=${employeeId}`,
      headers: await t.authAs('financial@example.com'),
    });
    assert.deepEqual(forFinance.json(), history);
  });

  it("lets nobody but the employee and pay staff read an employee's pay, through any route", async () => {
    const contractId = (await contractsOf(employeeId))[0]?.id;
    const urls = [
      `/api/contracts/employee/${employeeId}`,
      `/api/contracts/${contractId}/salaries`,
      `/api/salary/all/${employeeId}`,
      `/api/accounts/log-change/salary?employee_id=${employeeId}`,
    ];
    for (const email of [
      'joao.pereira@example.com',
      'evaluator@example.com',
      'cto@example.com',
      'comercial@example.com',
      'trainee@example.com',
    ]) {
      const headers = await t.authAs(email);
      for (const url of urls) {
        const response = await t.app.inject({ url, headers });
        assert.equal(response.statusCode, 404, `${email} ${url}`);
      }
    }
    for (const email of [
      'employee@example.com',
      'hr@example.com',
      'financial@example.com',
      'admin@example.com',
    ]) {
      const headers = await t.authAs(email);
      for (const url of urls) {
        assert.equal((await t.app.inject({ url, headers })).statusCode, 200, `${email} ${url}`);
      }
    }
  });

  it('lets only HR write: financial, admin and the employee get 403', async () => {
    const [salary] = salaryListSchema.parse(
      (await t.app.inject({ url: `/api/salary/all/${employeeId}`, headers: hr })).json(),
    );
    for (const email of ['financial@example.com', 'admin@example.com', 'employee@example.com']) {
      const headers = await t.authAs(email);
      const payload = {
        employee_id: employeeId,
        base_salary: '9000',
        dislocation: '0',
        effective_date: '2034-01-01',
      };
      assert.equal((await addSalary(payload, headers)).statusCode, 403);
      assert.equal(
        (
          await addContract(
            { employee_id: employeeId, type: 'permanent', started_at: '2035-01-01', salary: '1' },
            headers,
          )
        ).statusCode,
        403,
      );
      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/salary/${salary?.id}`,
        headers,
      });
      assert.equal(removal.statusCode, 403);
    }
  });

  it('removes a salary with the spec message, audited, and 404 for an unknown one', async () => {
    const [latest] = salaryListSchema.parse(
      (await t.app.inject({ url: `/api/salary/all/${employeeId}`, headers: hr })).json(),
    );
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/salary/${latest?.id}`,
      headers: hr,
    });
    assert.equal(removal.statusCode, 200, removal.body);
    assert.deepEqual(removal.json(), { message: 'Salary deleted with success' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/salary/${latest?.id}`,
      headers: hr,
    });
    assert.equal(again.statusCode, 404);
    const trail = await auditTrailOf(t.database.db, 'users', employeeId);
    assert.equal(trail.at(-1)?.action, 'salary.delete');
  });

  it("takes an amount sent as a JSON number of at most two decimals, and says 'Required' for a missing field", async () => {
    const payload = {
      employee_id: employeeId,
      base_salary: 1234,
      dislocation: 56.7,
      effective_date: '2040-01-01',
    };
    const created = await addSalary(payload);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().salary.base_salary, '1234.00');
    assert.equal(created.json().salary.dislocation, '56.70');

    const overPrecise = await addSalary({
      ...payload,
      base_salary: 12.345,
      effective_date: '2041-01-01',
    });
    assert.equal(overPrecise.statusCode, 400, overPrecise.body);
    assert.deepEqual(overPrecise.json().fields, [
      { field: 'base_salary', message: 'Enter an amount such as 1234.50' },
    ]);

    const { employee_id: _, ...withoutEmployee } = payload;
    const missing = await addSalary({ ...withoutEmployee, effective_date: '2041-01-01' });
    assert.equal(missing.statusCode, 400, missing.body);
    assert.deepEqual(missing.json().fields, [{ field: 'employee_id', message: 'Required' }]);
    assert.equal(missing.json().message, 'employee_id: Required');
  });
});
