import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Dashboard, dashboardSchema } from '@quadro/contract/dashboard';
import { myVacationsSchema, vacationSchema } from '@quadro/contract/vacations';
import { workMapAttentionSchema } from '@quadro/contract/work-maps';
import { sql } from 'drizzle-orm';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { insertAllocation, insertClient } from '../clients/clients.public.ts';

const NO_CLIENT_DETAILS = {
  contactName: null,
  email: null,
  phone: null,
  address: null,
  taxNumber: null,
  limitDays: 0,
};

/**
 * GET /api/dashboard on Tuesday 10 November 2026 (the week from Monday 9 to Sunday 15): each
 * figure against the rows this test writes, counted by hand.
 */
describe('GET /api/dashboard', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  const id: Record<string, string> = {};
  let ana: AuthHeaders;
  let hr: AuthHeaders;
  let cto: AuthHeaders;

  const dashboardOf = async (headers: AuthHeaders): Promise<Dashboard> =>
    dashboardSchema.parse(bodyOf(await call('GET', '/api/dashboard', headers)));
  const figure = (dashboard: Dashboard, key: string) => {
    const found = dashboard.pending.find((item) => item.key === key);
    assert.ok(found, `pending figure ${key}`);
    return found;
  };
  const run = async (query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)) as unknown as { rows: Array<{ id: string }> };
  const approvedVacation = (who: string, start: string, end: string, days: number) =>
    run(sql`insert into vacations (employee_id, start_date, end_date, days, status)
      values (${id[who]}, ${start}, ${end}, ${days}, 'Approved')`);

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock('2026-11-10T10:00:00Z') });
    ana = await t.authAs('employee@example.com');
    hr = await t.authAs('hr@example.com');
    cto = await t.authAs('cto@example.com');
    const emails = {
      ana: 'employee@example.com',
      hr: 'hr@example.com',
      joao: 'joao.pereira@example.com',
      rui: 'rui.lopes@example.com',
      carolina: 'carolina.gomes@example.com',
    };
    for (const [name, email] of Object.entries(emails)) id[name] = await t.personId(email);
    const db = t.database.db;

    // Ana and João on the same client today; Ana and Carolina in the same team; Rui with neither.
    const client = await insertClient(db, { name: 'Acme', ...NO_CLIENT_DETAILS });
    for (const who of ['ana', 'joao'] as const) {
      await insertAllocation(db, {
        clientId: client.id,
        userId: id[who] as string,
        startedAt: '2026-01-01',
        endedAt: null,
      });
    }
    const [team] = (await run(sql`insert into teams (name) values ('Platform') returning id`)).rows;
    for (const who of ['ana', 'carolina']) {
      await run(sql`insert into team_members (team_id, user_id, from_date)
        values (${team?.id}, ${id[who]}, '2026-01-01')`);
    }
    await approvedVacation('joao', '2026-11-10', '2026-11-11', 2);
    await approvedVacation('carolina', '2026-11-12', '2026-11-16', 3);
    await approvedVacation('rui', '2026-11-13', '2026-11-13', 1);
    await approvedVacation('ana', '2026-11-09', '2026-11-09', 1);

    // Ana asks for 2 to 4 December (1 December is a holiday): 3 days waiting for a decision.
    const request = vacationSchema.parse(
      bodyOf(
        await call('POST', '/api/vacation', ana, { start: '2026-12-02', end: '2026-12-04' }),
        201,
      ),
    );
    bodyOf(await call('PUT', '/api/vacation/send-to-approval', ana, { id: request.id }));

    // Passes: two waiting (one of October), one approved; Ana's this month waits.
    await run(sql`insert into travel_passes (employee_id, month, value, status) values
      (${id.ana}, '2026-11-01', '40.00', 'PendingApproval'),
      (${id.joao}, '2026-10-01', '35.50', 'PendingApproval'),
      (${id.rui}, '2026-11-01', '30.00', 'Approved')`);
    // A work map of October waits for hr or admin.
    await run(sql`insert into work_maps (employee_id, month, status)
      values (${id.joao}, '2026-10-01', 'PendingApproval')`);

    await run(sql`insert into holidays (date, name, scope, region)
      values ('2026-11-20', 'Town day', 'regional', 'Lisboa')`);

    const long = `${'word '.repeat(40)}end`;
    await run(sql`insert into posts (author_id, text, created_at, removed_at) values
      (${id.ana}, 'First', '2026-11-01T09:00:00Z', null),
      (${id.joao}, ${long}, '2026-11-05T09:00:00Z', null),
      (${id.rui}, 'Removed since', '2026-11-09T09:00:00Z', '2026-11-09T10:00:00Z'),
      (${id.carolina}, 'Newest', '2026-11-08T09:00:00Z', null)`);
  });
  after(() => t.close());

  it('answers 401 to nobody signed in', async () => {
    assert.equal((await t.app.inject({ url: '/api/dashboard' })).statusCode, 401);
  });

  it("gives an employee their own widgets only, the vacations page's balance, nothing pending", async () => {
    const dashboard = await dashboardOf(ana);
    assert.equal(dashboard.today, '2026-11-10');
    assert.deepEqual(
      dashboard.widgets.map((widget) => widget.key),
      ['myVacations', 'myEvaluation', 'myKilometres', 'myWorkMap', 'myTravelPass', 'myAllowances'],
    );
    assert.deepEqual(dashboard.pending, []);
    const balance = myVacationsSchema.parse(
      bodyOf(await call('GET', '/api/vacation/mine?year=2026', ana)),
    ).balance;
    const vacations = dashboard.widgets.find((widget) => widget.key === 'myVacations');
    assert.deepEqual(
      vacations?.figures.map((item) => [item.key, item.value, item.unit]),
      [
        ['approved', '1.00', 'days'],
        ['pending', '3.00', 'days'],
        ['left', balance.left.toFixed(2), 'days'],
      ],
    );
    assert.equal(balance.left, 22 - 1 - 3);
    const pass = dashboard.widgets.find((widget) => widget.key === 'myTravelPass');
    assert.deepEqual(
      pass?.figures.map((item) => [item.value, item.unit]),
      [
        ['Pending Approval', 'status'],
        ['40.00', 'euros'],
      ],
    );
    const map = dashboard.widgets.find((widget) => widget.key === 'myWorkMap');
    assert.deepEqual(
      map?.figures.map((item) => [item.value, item.unit]),
      [
        ['Not Created', 'status'],
        ['0.00', 'hours'],
      ],
    );
  });

  it('gives a trainee only their travel pass', async () => {
    const dashboard = await dashboardOf(await t.authAs('trainee@example.com'));
    assert.deepEqual(
      dashboard.widgets.map((widget) => [widget.key, widget.figures.map((item) => item.value)]),
      [['myTravelPass', ['Not added', '0.00']]],
    );
    assert.deepEqual(dashboard.pending, []);
  });

  it('counts for hr the work maps and vacations waiting, each linking to its filtered list', async () => {
    const dashboard = await dashboardOf(hr);
    assert.deepEqual(
      [...new Set(dashboard.widgets.map((widget) => widget.key))],
      [],
      'hr@ holds no employee profile',
    );
    assert.deepEqual(
      [
        figure(dashboard, 'workMaps:2026-10').label,
        figure(dashboard, 'workMaps:2026-10').value,
        figure(dashboard, 'workMaps:2026-10').href,
      ],
      [
        'Work maps waiting for approval, October 2026',
        '1',
        '/app/manage-work-map?month=2026-10&status=PendingApproval',
      ],
      'a figure per month with maps waiting: the list shows one month',
    );
    assert.deepEqual(
      [figure(dashboard, 'vacations').value, figure(dashboard, 'vacations').href],
      ['1', '/app/manage-vacations?status=PendingApproval&kind=Request'],
    );
    assert.equal(figure(dashboard, 'vacationCancellations').value, '0');
    const attention = workMapAttentionSchema.parse(
      bodyOf(await call('GET', '/api/work-maps/attention', hr)),
    );
    for (const month of attention.months) {
      const notCreated = figure(dashboard, `workMapsNotCreated:${month.month}`);
      assert.equal(notCreated.value, String(month.notCreated));
      assert.equal(notCreated.href, `/app/manage-work-map?month=${month.month}&status=NotCreated`);
      assert.equal(
        figure(dashboard, `workMapsInModification:${month.month}`).value,
        String(month.inModification),
      );
    }
    assert.equal(
      dashboard.pending.some((item) => item.key === 'travelPasses'),
      false,
    );
  });

  it("counts for finance the passes waiting, a figure per month, and nothing of hr's", async () => {
    const dashboard = await dashboardOf(await t.authAs('financial@example.com'));
    assert.deepEqual(
      dashboard.pending
        .filter((item) => item.key.startsWith('travelPasses'))
        .map(({ label, value, href }) => [label, value, href]),
      [
        [
          'Travel passes, November 2026',
          '1',
          '/app/manage-travel-pass?month=2026-11&status=PendingApproval',
        ],
        [
          'Travel passes, October 2026',
          '1',
          '/app/manage-travel-pass?month=2026-10&status=PendingApproval',
        ],
      ],
    );
    assert.deepEqual(
      dashboard.pending.map((item) => item.key),
      [
        'travelPasses:2026-11',
        'travelPasses:2026-10',
        'kilometreMaps',
        'roadTrips',
        'tripJustifications',
        'lateJustifications',
        'salaryReceipts',
        'allowancePlans',
      ],
    );
    assert.equal(
      figure(dashboard, 'allowancePlans').href,
      '/app/payments/manage-allowances?status=PENDING_APPROVAL',
    );
  });

  it('lists who is away among the people one works with, never oneself', async () => {
    const { away } = await dashboardOf(ana);
    assert.equal(away.scope, 'colleagues');
    assert.deepEqual(
      away.today.map((person) => [person.personId, person.kind, person.from, person.to]),
      [[id.joao, 'vacation', '2026-11-10', '2026-11-11']],
    );
    assert.deepEqual(
      away.thisWeek.map((person) => [person.personId, person.from, person.to]),
      [[id.carolina, '2026-11-12', '2026-11-16']],
      'Rui is on no client nor team with Ana; her own day is not listed',
    );
    assert.equal(away.href, null);
  });

  it('lists everybody away for hr, with the team calendar', async () => {
    const { away } = await dashboardOf(hr);
    assert.equal(away.scope, 'everybody');
    assert.deepEqual(
      away.today.map((person) => person.personId),
      [id.joao],
    );
    assert.deepEqual(
      away.thisWeek.map((person) => person.personId),
      [id.ana, id.carolina, id.rui],
    );
    assert.equal(away.href, '/app/manage-vacations-calendar');
  });

  it('lists the next five holidays, a regional one among the national', async () => {
    const { nextHolidays } = await dashboardOf(ana);
    assert.deepEqual(
      nextHolidays.map((holiday) => [holiday.date, holiday.kind]),
      [
        ['2026-11-20', 'regional'],
        ['2026-12-01', 'national'],
        ['2026-12-08', 'national'],
        ['2026-12-25', 'national'],
        ['2027-01-01', 'national'],
      ],
    );
  });

  it('shows the three newest posts not removed, newest first, cut at 140 characters', async () => {
    const { latestPosts } = await dashboardOf(ana);
    assert.deepEqual(
      latestPosts.map((post) => post.authorId),
      [id.carolina, id.joao, id.ana],
    );
    assert.equal(latestPosts[0]?.excerpt, 'Newest');
    assert.equal(latestPosts[1]?.excerpt.length, 140);
    assert.ok(latestPosts[1]?.excerpt.endsWith('…'));
  });

  it('counts only what each decider may decide at their level (a second vacation level)', async () => {
    bodyOf(
      await call('PUT', '/api/system-parameters/vacationSecondApprovers', hr, { value: 'cto' }),
    );
    // Ana's request waits for level 1, which hr, admin and cto decide.
    assert.equal(figure(await dashboardOf(hr), 'vacations').value, '1');
    assert.equal(figure(await dashboardOf(cto), 'vacations').value, '1');
    const [request] = (
      await run(
        sql`select id from vacations where employee_id = ${id.ana} and status = 'PendingApproval'`,
      )
    ).rows as { id: string }[];
    bodyOf(
      await call('PUT', '/api/vacation/approval', hr, {
        items: [{ kind: 'Request', id: request?.id }],
        decision: 'approve',
      }),
    );
    // Now it waits for level 2: the cto's alone.
    assert.equal(figure(await dashboardOf(hr), 'vacations').value, '0');
    assert.equal(figure(await dashboardOf(cto), 'vacations').value, '1');
  });

  it("never counts a decider's own request, which the engine refuses them", async () => {
    const rita = await t.authAs('rita.correia@example.com');
    const own = vacationSchema.parse(
      bodyOf(
        await call('POST', '/api/vacation', rita, { start: '2026-12-09', end: '2026-12-11' }),
        201,
      ),
    );
    bodyOf(await call('PUT', '/api/vacation/send-to-approval', rita, { id: own.id }));
    // Rita (employee and hr) decides level 1, where her own request waits: hr@ counts it, she not.
    assert.equal(figure(await dashboardOf(hr), 'vacations').value, '1');
    assert.equal(figure(await dashboardOf(rita), 'vacations').value, '0');
  });
});
