import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type AllowancePlan,
  allowancePlanResultSchema,
  allowanceTotalsSchema,
  manageAllowancesPageSchema,
  myAllowancesSchema,
} from '@quadro/contract/allowances';
import { fromCents, toCents } from '@quadro/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { users } from '../people/people.public.ts';

const sum = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

describe('/api/allowances', () => {
  // 23:30 on 30 November in Lisbon (UTC in winter): the last minute before the target year moves.
  const clock = createTestClock('2026-11-30T23:30:00Z');
  let t: TestApp;
  const { call, mailsTo } = routeClient(() => t);
  let ana: AuthHeaders;
  let joao: AuthHeaders;
  let finance: AuthHeaders;
  let admin: AuthHeaders;
  let anaId: string;
  let vacations: AllowancePlan;
  let christmas: AllowancePlan;

  const resultOf = (response: InjectResponse, status = 200) => {
    assert.equal(response.statusCode, status, response.body);
    return allowancePlanResultSchema.parse(response.json());
  };
  const mine = async (headers = ana) => {
    const response = await call('GET', '/api/allowances/mine', headers);
    assert.equal(response.statusCode, 200, response.body);
    return myAllowancesSchema.parse(response.json());
  };
  const totals = async (query: string) => {
    const response = await call('GET', `/api/allowances/totals?${query}`, finance);
    assert.equal(response.statusCode, 200, response.body);
    return allowanceTotalsSchema.parse(response.json());
  };
  const list = async (query: string) => {
    const response = await call('GET', `/api/allowances?${query}`, finance);
    assert.equal(response.statusCode, 200, response.body);
    return manageAllowancesPageSchema.parse(response.json());
  };
  /** The base salary the seed gave a person on a day, read straight from the table. */
  const baseSalaryOn = async (userId: string, day: string) => {
    const { rows } = (await t.database.db.execute(sql`
      select base_salary::text as "baseSalary" from salaries
      where user_id = ${userId} and effective_date <= ${day}
      order by effective_date desc limit 1`)) as unknown as { rows: Array<{ baseSalary: string }> };
    const [row] = rows;
    assert.ok(row, 'the demo person has a salary');
    return row.baseSalary;
  };

  before(async () => {
    t = await createTestApp({}, { clock });
    ana = await t.authAs('employee@example.com');
    joao = await t.authAs('joao.pereira@example.com');
    finance = await t.authAs('financial@example.com');
    admin = await t.authAs('admin@example.com');
    anaId = await t.personId('employee@example.com');
  });
  after(() => t.close());

  it('offers both allowances of this year, with the default months, to an employee without plans', async () => {
    assert.deepEqual(await mine(), {
      targetYear: 2026,
      canAdd: true,
      available: ['VACATIONS', 'CHRISTMAS'],
      defaultMonths: { VACATIONS: 6, CHRISTMAS: 11 },
      plans: [],
    });
  });

  it('needs the employee’s agreement to pay in twelfths', async () => {
    const refused = await call('POST', '/api/allowances', ana, {
      allowance: 'VACATIONS',
      schedule: 'TWELFTHS',
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(fieldsOf(refused), ['twelfthsAgreement']);
    assert.match(refused.body, /Paying in twelfths needs your agreement/);
  });

  it('adds a Vacations plan in twelfths worth a month of the base salary, adding up to the cent', async () => {
    const added = resultOf(
      await call('POST', '/api/allowances', ana, {
        allowance: 'VACATIONS',
        schedule: 'TWELFTHS',
        twelfthsAgreement: true,
      }),
      201,
    );
    vacations = added.plan;
    assert.equal(added.message, 'Data has been saved');
    const salary = await baseSalaryOn(anaId, '2026-06-30');
    assert.deepEqual(
      [vacations.year, vacations.allowance, vacations.status, vacations.amount, vacations.basis],
      [
        2026,
        'VACATIONS',
        'PENDING_SUBMISSION',
        salary,
        { baseSalary: salary, numerator: 12, denominator: 12 },
      ],
    );
    assert.equal(vacations.paymentMonth, 6);
    assert.equal(vacations.twelfthsAgreed, true);
    assert.deepEqual(
      vacations.instalments.map((part) => part.month),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.equal(sum(vacations.instalments.map((part) => part.amount)), salary);
  });

  it('refuses a second plan of one allowance a year with 409 on the allowance', async () => {
    const again = await call('POST', '/api/allowances', ana, {
      allowance: 'VACATIONS',
      schedule: 'FULL',
    });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(fieldsOf(again), ['allowance']);
    assert.equal(again.json().message, 'A Vacations allowance plan for 2026 already exists');
  });

  it('adds Christmas in full in November, then the button disables, and a third plan is refused', async () => {
    christmas = resultOf(
      await call('POST', '/api/allowances', ana, { allowance: 'CHRISTMAS', schedule: 'FULL' }),
      201,
    ).plan;
    assert.deepEqual(christmas.instalments, [
      { month: 11, amount: christmas.amount, part: 'full' },
    ]);
    const after = await mine();
    assert.deepEqual([after.canAdd, after.available, after.plans.length], [false, [], 2]);
    const third = await call('POST', '/api/allowances', ana, {
      allowance: 'CHRISTMAS',
      schedule: 'FULL',
    });
    assert.equal(third.statusCode, 409);
    assert.match(third.json().message, /Both allowances of 2026 are already added/);
  });

  it('moves the target year to the next one on 1 December, Lisbon time', async () => {
    clock.set('2026-12-01T00:30:00Z');
    try {
      const december = await mine();
      assert.deepEqual([december.targetYear, december.canAdd], [2027, true]);
    } finally {
      clock.set('2026-11-30T23:30:00Z');
    }
  });

  it('answers 404 to a colleague for another’s plan, whatever the verb', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, `/api/allowances/${vacations.id}`, joao, {});
      assert.equal(response.statusCode, 404, `${method} ${response.body}`);
    }
    const page = await call('GET', '/api/allowances', joao);
    assert.equal(page.statusCode, 403);
  });

  it('lets the employee change the schedule with agreement, but never the amount', async () => {
    const noAgreement = await call('PUT', `/api/allowances/${christmas.id}`, ana, {
      schedule: 'HALF_TWELFTHS',
      twelfthsAgreement: false,
    });
    assert.equal(noAgreement.statusCode, 400);
    assert.deepEqual(fieldsOf(noAgreement), ['twelfthsAgreement']);
    const changed = resultOf(
      await call('PUT', `/api/allowances/${christmas.id}`, ana, {
        schedule: 'HALF_TWELFTHS',
        twelfthsAgreement: true,
      }),
    );
    assert.equal(changed.message, 'Data has been updated');
    christmas = changed.plan;
    assert.equal(christmas.instalments.length, 13);
    assert.equal(sum(christmas.instalments.map((part) => part.amount)), christmas.amount);
    const amount = await call('PUT', `/api/allowances/${christmas.id}`, ana, { amount: '1.00' });
    assert.equal(amount.statusCode, 403);
  });

  it('totals the filtered plans in exact decimals, and with a month what falls due in it', async () => {
    const ours = `year=2026&search=${encodeURIComponent('Ana Ferreira')}`;
    assert.deepEqual(await totals(ours), {
      totalPlans: 2,
      totalEmployees: 1,
      totalVacations: vacations.amount,
      totalChristmas: christmas.amount,
      totalPayment: sum([vacations.amount, christmas.amount]),
    });
    const due = (plan: AllowancePlan, month: number) =>
      sum(plan.instalments.filter((part) => part.month === month).map((part) => part.amount));
    assert.deepEqual(await totals(`${ours}&month=11`), {
      totalPlans: 2,
      totalEmployees: 1,
      totalVacations: due(vacations, 11),
      totalChristmas: due(christmas, 11),
      totalPayment: sum([due(vacations, 11), due(christmas, 11)]),
    });
    assert.deepEqual(await totals(`${ours}&allowance=CHRISTMAS&status=All`), {
      totalPlans: 1,
      totalEmployees: 1,
      totalVacations: '0.00',
      totalChristmas: christmas.amount,
      totalPayment: christmas.amount,
    });
    assert.equal((await totals(`${ours}&status=APPROVED`)).totalPlans, 0);
    assert.equal((await totals('year=2031')).totalPayment, '0.00');
    const page = await list(`${ours}&allowance=VACATIONS&month=3`);
    assert.deepEqual(
      page.items.map((plan) => plan.id),
      [vacations.id],
    );
  });

  it('sends the selected plans in one go; a double send changes nothing; approvers but the sender are mailed', async () => {
    const ids = [vacations.id, christmas.id];
    const sent = await call('PUT', '/api/allowances/send-to-approval', finance, { ids });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json(), { message: '2 plans were sent to approval.', sent: 2 });
    const again = await call('PUT', '/api/allowances/send-to-approval', finance, { ids });
    assert.deepEqual(again.json(), { message: '0 plans were sent to approval.', sent: 0 });
    const page = await list(`year=2026&status=PENDING_APPROVAL&search=Ana`);
    const [sender] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, 'financial@example.com'));
    assert.deepEqual(
      page.items.map((plan) => plan.sentBy?.name),
      [sender?.name, sender?.name],
    );
    assert.equal((await mailsTo('admin@example.com', 'allowance plans wait')).length, 1);
    assert.equal((await mailsTo('financial@example.com', 'allowance plan')).length, 0);
    const submits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, vacations.id), eq(auditLog.action, 'approval.submit')));
    assert.equal(submits.length, 1);
    const pending = await call('GET', '/api/allowances/pending-number', admin);
    assert.equal(pending.json(), 2);
    const edit = await call('PUT', `/api/allowances/${vacations.id}`, ana, { paymentMonth: 7 });
    assert.equal(edit.statusCode, 409);
    assert.match(edit.json().message, /Pending Approval: it cannot be changed now/);
  });

  it('never lets the sender decide (four eyes), and a rejection needs a reason', async () => {
    const own = await call('PUT', '/api/allowances/approval', finance, {
      ids: [vacations.id],
      decision: 'approve',
    });
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().message, 'You cannot decide on your own allowance plan.');
    const reasonless = await call('PUT', '/api/allowances/approval', admin, {
      ids: [christmas.id],
      decision: 'reject',
    });
    assert.equal(reasonless.statusCode, 400);
    assert.deepEqual(fieldsOf(reasonless), ['reason']);
  });

  it('approves one and rejects the other with a reason; the employee is mailed each once', async () => {
    const approved = await call('PUT', '/api/allowances/approval', admin, {
      ids: [vacations.id],
      decision: 'approve',
    });
    assert.deepEqual(approved.json(), { message: 'The plan was approved.', decided: 1 });
    const twice = await call('PUT', '/api/allowances/approval', admin, {
      ids: [vacations.id],
      decision: 'approve',
    });
    assert.deepEqual(twice.json(), { message: 'The plan was approved.', decided: 0 });
    const rejected = await call('PUT', '/api/allowances/approval', admin, {
      ids: [christmas.id],
      decision: 'reject',
      reason: 'Twelfths start next year',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(
      (await mailsTo('employee@example.com', 'Vacations allowance plan for 2026 was approved'))
        .length,
      1,
    );
    const [rejectionMail] = await mailsTo(
      'employee@example.com',
      'Christmas allowance plan for 2026 was rejected',
    );
    assert.match(rejectionMail?.text ?? '', /Rejection reason: Twelfths start next year/);
    const plans = (await mine()).plans;
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    assert.equal(byId.get(vacations.id)?.status, 'APPROVED');
    assert.deepEqual(
      [byId.get(christmas.id)?.status, byId.get(christmas.id)?.rejectionReason],
      ['REJECTED', 'Twelfths start next year'],
    );
  });

  it('keeps an approved plan as it is, while a rejected one is fixed or removed', async () => {
    const removeApproved = await call('DELETE', `/api/allowances/${vacations.id}`, ana);
    assert.equal(removeApproved.statusCode, 409);
    const fixed = resultOf(
      await call('PUT', `/api/allowances/${christmas.id}`, ana, { schedule: 'FULL' }),
    );
    assert.deepEqual([fixed.plan.status, fixed.plan.instalments.length], ['REJECTED', 1]);
    const removed = await call('DELETE', `/api/allowances/${christmas.id}`, ana);
    assert.deepEqual(removed.json(), { message: 'Item has been removed' });
    assert.deepEqual((await mine()).available, ['CHRISTMAS']);
  });

  it('generates the default plan for whoever lacks one, once, pro rata in the hiring year', async () => {
    const carolina = await t.personId('carolina.gomes@example.com');
    await t.database.db
      .update(users)
      .set({ startDate: '2026-03-10' })
      .where(eq(users.id, carolina));
    const generated = await call('POST', '/api/allowances/generate', finance, { year: 2026 });
    assert.equal(generated.statusCode, 200, generated.body);
    const { created } = generated.json();
    assert.ok(created > 10, `created ${created}`);
    assert.equal(generated.json().message, `${created} plans were added for 2026.`);
    const anaPlans = (await mine()).plans.filter((plan) => plan.year === 2026);
    assert.deepEqual(
      anaPlans.map((plan) => [plan.allowance, plan.schedule, plan.paymentMonth]),
      [
        ['VACATIONS', 'TWELFTHS', 6],
        ['CHRISTMAS', 'FULL', 11],
      ],
    );
    const hers = (await list('year=2026&search=Carolina')).items;
    const salary = await baseSalaryOn(carolina, '2026-06-30');
    const christmasOfHers = hers.find((plan) => plan.allowance === 'CHRISTMAS');
    const vacationsOfHers = hers.find((plan) => plan.allowance === 'VACATIONS');
    assert.deepEqual(christmasOfHers?.basis, {
      baseSalary: await baseSalaryOn(carolina, '2026-11-30'),
      numerator: 9,
      denominator: 12,
    });
    assert.deepEqual(vacationsOfHers?.basis, {
      baseSalary: salary,
      numerator: 18,
      denominator: 22,
    });
    const again = await call('POST', '/api/allowances/generate', admin, { year: 2026 });
    assert.deepEqual(again.json(), {
      message: 'Everyone already has both plans for 2026.',
      created: 0,
    });
  });

  it("refuses to generate plans for any year but the company's (400 naming year)", async () => {
    const refusedFor = async (year: number, message: string) => {
      const response = await call('POST', '/api/allowances/generate', finance, { year });
      assert.equal(response.statusCode, 400, `${year}: ${response.body}`);
      assert.deepEqual(fieldsOf(response), ['year']);
      assert.equal(response.json().message, message);
    };
    for (const year of [2098, 2027, 2025]) {
      await refusedFor(year, 'Plans can only be generated for 2026');
    }
    assert.equal((await list('year=2098')).total, 0);
    assert.equal((await list('year=2027')).total, 0);
    clock.set('2026-12-01T00:30:00Z');
    try {
      await refusedFor(2028, 'Plans can only be generated for 2026 or 2027');
    } finally {
      clock.set('2026-11-30T23:30:00Z');
    }
  });

  it('lets finance enter an amount by hand, and compute it again with null', async () => {
    const plan = (await list('year=2026&allowance=CHRISTMAS&search=Carolina')).items[0];
    assert.ok(plan);
    const manual = resultOf(
      await call('PUT', `/api/allowances/${plan.id}`, finance, { amount: '1234.5' }),
    );
    assert.deepEqual([manual.plan.amount, manual.plan.basis], ['1234.50', null]);
    const month = resultOf(
      await call('PUT', `/api/allowances/${plan.id}`, finance, { paymentMonth: 12 }),
    );
    assert.deepEqual(month.plan.instalments, [{ month: 12, amount: '1234.50', part: 'full' }]);
    const computed = resultOf(
      await call('PUT', `/api/allowances/${plan.id}`, finance, { amount: null }),
    );
    assert.equal(computed.plan.amount, plan.amount);
    assert.deepEqual(computed.plan.basis?.numerator, 9);
    const twelfths = await call('PUT', `/api/allowances/${plan.id}`, finance, {
      schedule: 'TWELFTHS',
    });
    assert.equal(twelfths.statusCode, 400);
    assert.deepEqual(fieldsOf(twelfths), ['schedule']);
  });

  it('exports the filtered plans with their totals as CSV and XLSX', async () => {
    const csv = await call(
      'GET',
      `/api/allowances/export?year=2026&search=${encodeURIComponent('Ana Ferreira')}&format=csv`,
      finance,
    );
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(csv.headers['content-type'] as string, /text\/csv/);
    assert.match(csv.headers['content-disposition'] as string, /allowance-plans-2026\.csv/);
    assert.match(csv.body, /Ana Ferreira,2026,Vacations,In twelfths/);
    assert.match(csv.body, /Total plans,2/);
    const xlsx = await call('GET', '/api/allowances/export?format=xlsx', finance);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
  });

  it("finance's table lists the waiting first, then the newest year, and counts what it filters", async () => {
    const before = await list('pageSize=100');
    const last = before.items.findLast((item) => item.status === 'PENDING_SUBMISSION');
    assert.ok(last);
    await call('PUT', '/api/allowances/send-to-approval', finance, { ids: [last.id] });
    const all = await list('pageSize=100');
    assert.equal(all.items[0]?.id, last.id);
    assert.ok(all.items.some((item) => item.status !== 'PENDING_APPROVAL'));
    const order = all.items.map((item) => [item.status === 'PENDING_APPROVAL' ? 0 : 1, -item.year]);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
    assert.equal(all.total, all.items.length);
    const first = await list('pageSize=2');
    assert.equal(first.total, all.total);
    assert.deepEqual(
      first.items.map((item) => item.id),
      all.items.slice(0, 2).map((item) => item.id),
    );
    const name = all.items[0]?.employee.name ?? '';
    const searched = await list(`pageSize=100&search=${encodeURIComponent(name)}`);
    assert.equal(searched.total, all.items.filter((item) => item.employee.name === name).length);
  });
});
