import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type CrmDashboard,
  type CryptoDashboard,
  crmDashboardSchema,
  cryptoDashboardSchema,
} from '@quadro/contract/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthHeaders } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';

/** The company's today in these tests (Lisbon is on UTC in March): far from the demo's rows. */
const TODAY = '2035-03-10';

describe('/api/dashboard/crm and /api/dashboard/crypto', () => {
  let t: TestApp;
  const rows = async <Row>(query: SQL) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const idOf = async (query: SQL) => ((await rows<{ id: string }>(query))[0] as { id: string }).id;
  const get = async (url: string, headers?: AuthHeaders) =>
    t.app.inject({ url, ...(headers ? { headers } : {}) });

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(`${TODAY}T10:00:00Z`) });
  });
  after(() => t.close());

  it('answers only its audiences: 401 without a token, 403 to the other profiles', async () => {
    assert.equal((await get('/api/dashboard/crm')).statusCode, 401);
    assert.equal((await get('/api/dashboard/crypto')).statusCode, 401);
    for (const email of ['employee@example.com', 'financial@example.com']) {
      const response = await get('/api/dashboard/crm', await t.authAs(email));
      assert.equal(response.statusCode, 403, email);
    }
    for (const email of ['employee@example.com', 'hr@example.com', 'comercial@example.com']) {
      const response = await get('/api/dashboard/crypto', await t.authAs(email));
      assert.equal(response.statusCode, 403, email);
    }
    for (const email of ['admin@example.com', 'comercial@example.com', 'hr@example.com']) {
      const response = await get('/api/dashboard/crm', await t.authAs(email));
      assert.equal(response.statusCode, 200, `${email}: ${response.body}`);
    }
    for (const email of ['admin@example.com', 'financial@example.com']) {
      const response = await get('/api/dashboard/crypto', await t.authAs(email));
      assert.equal(response.statusCode, 200, `${email}: ${response.body}`);
    }
  });

  it('refuses a year that is not one', async () => {
    const financial = await t.authAs('financial@example.com');
    for (const year of ['abc', '1800', '2035.5']) {
      const response = await get(`/api/dashboard/crypto?year=${year}`, financial);
      assert.equal(response.statusCode, 400, year);
      assert.equal(response.json().fields[0].field, 'year', response.body);
    }
  });

  describe('crm', () => {
    let crm: CrmDashboard;
    const ids: Record<string, string> = {};

    before(async () => {
      // The demo's projects and allocations would count too: these tests count their own.
      await t.database.db.execute(sql`update projects set status = 'closed'`);
      await t.database.db.execute(sql`delete from client_allocations`);
      const client = (name: string) =>
        idOf(sql`insert into clients (name) values (${name}) returning id`);
      const alfa = await client('Dash Cliente Alfa');
      const beta = await client('Dash Cliente Beta');
      ids.alfa = alfa;
      ids.beta = beta;
      const project = (clientId: string, code: string, status: string, endDate: string) =>
        idOf(sql`insert into projects (client_id, name, code, start_date, end_date, status)
          values (${clientId}, ${`Projeto ${code}`}, ${code}, '2035-01-01', ${endDate}, ${status})
          returning id`);
      ids.in29 = await project(alfa, 'DASH-29', 'active', '2035-04-08');
      ids.in31 = await project(beta, 'DASH-31', 'active', '2035-04-10');
      ids.closed = await project(alfa, 'DASH-CL', 'closed', '2035-03-15');
      ids.in30 = await project(beta, 'DASH-30', 'on_hold', '2035-04-09');
      ids.past = await project(beta, 'DASH-PAST', 'active', '2035-03-09');

      const ana = await t.personId('employee@example.com');
      const joao = await t.personId('joao.pereira@example.com');
      const rui = await t.personId('cto@example.com');
      // Disabled in the demo: his allocation counts for nobody.
      const tomas = await t.personId('tomas.barbosa@example.com');
      ids.joao = joao;
      const allocate = (userId: string, clientId: string, from: string, to: string | null) =>
        t.database.db.execute(sql`insert into client_allocations (client_id, user_id, started_at, ended_at)
          values (${clientId}, ${userId}, ${from}, ${to})`);
      await allocate(ana, alfa, '2035-01-01', null);
      await allocate(joao, beta, '2035-03-01', '2035-03-05');
      await allocate(tomas, beta, '2035-01-01', null);
      await allocate(rui, beta, '2035-03-06', null);

      const map = (userId: string, month: string, status: string) =>
        idOf(sql`insert into work_maps (employee_id, month, status)
          values (${userId}, ${month}, ${status}) returning id`);
      const day = (mapId: string, date: string, hours: string, extra: string, project?: string) =>
        t.database.db.execute(sql`insert into work_days (work_map_id, day, hours, extra_hours, project_id)
          values (${mapId}, ${date}, ${hours}, ${extra}, ${project ?? null})`);
      const anaMarch = await map(ana, '2035-03-01', 'Approved');
      await day(anaMarch, '2035-03-02', '8', '1', ids.in29); // Alfa, by the project: 9
      await day(anaMarch, '2035-03-03', '7.5', '0'); // Alfa, Ana's client that day: 7.5
      const joaoMarch = await map(joao, '2035-03-01', 'PendingApproval');
      await day(joaoMarch, '2035-03-02', '6', '0'); // Beta, João's client that day: 6
      await day(joaoMarch, '2035-03-06', '4', '0'); // no project, no client: nobody's
      await day(joaoMarch, '2035-03-07', '2', '0.25', ids.in31); // Beta, by the project: 2.25
      const ruiMarch = await map(rui, '2035-03-01', 'PendingSubmission');
      await day(ruiMarch, '2035-03-09', '8', '0', ids.in29); // not sent: not counted
      const anaFebruary = await map(ana, '2035-02-01', 'Approved');
      await day(anaFebruary, '2035-02-27', '8', '0', ids.in29); // another month

      const response = await get('/api/dashboard/crm', await t.authAs('comercial@example.com'));
      assert.equal(response.statusCode, 200, response.body);
      crm = crmDashboardSchema.parse(response.json());
    });

    it("takes today and the month from the company's clock", () => {
      assert.equal(crm.today, TODAY);
      assert.equal(crm.month, '2035-03');
    });

    it('counts the active projects, linking to them', () => {
      assert.deepEqual(crm.activeProjects, {
        key: 'activeProjects',
        label: 'Active projects',
        value: '3',
        unit: 'count',
        href: '/app/projects?status=active',
      });
    });

    it("sums the month's approved and pending hours per client, a day without project by the person's client", () => {
      assert.deepEqual(
        crm.hoursPerClient.map((row) => [row.clientName, row.hours.value, row.hours.unit]),
        [
          ['Dash Cliente Alfa', '16.50', 'hours'],
          ['Dash Cliente Beta', '8.25', 'hours'],
        ],
      );
      assert.equal(crm.hoursPerClient[0]?.clientId, ids.alfa);
      assert.equal(crm.hoursPerClient[0]?.hours.href, '/app/manage-work-map?month=2035-03');
    });

    it('counts the enabled people on each client today, and the enabled ones on none', async () => {
      assert.deepEqual(
        crm.peoplePerClient.map((row) => [row.clientId, row.people.value]),
        [
          [ids.alfa, '1'],
          [ids.beta, '1'],
        ],
      );
      assert.equal(
        crm.peoplePerClient[1]?.people.href,
        `/app/employees?client_id=${ids.beta}&status=active`,
      );
      const [enabled] = await rows<{ n: number }>(
        sql`select count(*)::int as n from users where enabled`,
      );
      assert.equal(crm.withoutClient.value, String((enabled?.n ?? 0) - 2));
      assert.equal(crm.withoutClient.href, '/app/client');
      const listed = await get(
        '/api/clients/employees-without-client',
        await t.authAs('hr@example.com'),
      );
      const withoutClient = listed.json() as { key: string }[];
      assert.equal(String(withoutClient.length), crm.withoutClient.value);
      assert.ok(withoutClient.some((person) => person.key === ids.joao));
    });

    it('lists the projects not closed ending within 30 days, soonest first', () => {
      assert.deepEqual(
        crm.endingSoon.map((project) => [project.code, project.endDate, project.clientName]),
        [
          ['DASH-29', '2035-04-08', 'Dash Cliente Alfa'],
          ['DASH-30', '2035-04-09', 'Dash Cliente Beta'],
        ],
      );
      assert.equal(crm.endingSoon[0]?.href, `/app/projects/${ids.in29}/summary-executive`);
    });
  });

  describe('crypto', () => {
    let crypto: CryptoDashboard;
    const seriesOf = (key: string) => {
      const found = crypto.series.find((series) => series.key === key);
      assert.ok(found, key);
      return found;
    };
    /** The months with money this year or the year before: [month, amount, previous]. */
    const nonZero = (key: string) =>
      seriesOf(key)
        .months.filter((month) => month.amount !== '0.00' || month.previousYearAmount !== '0.00')
        .map((month) => [month.month, month.amount, month.previousYearAmount]);

    before(async () => {
      const ana = await t.personId('employee@example.com');
      const joao = await t.personId('joao.pereira@example.com');
      const db = t.database.db;

      const kilometreMap = (userId: string, year: number) =>
        idOf(
          sql`insert into kilometre_maps (employee_id, year) values (${userId}, ${year}) returning id`,
        );
      const kilometres = async (
        mapId: string,
        userId: string,
        month: string,
        value: string,
        status: string,
      ) => {
        await db.execute(sql`insert into kilometre_map_months (map_id, employee_id, month, value, status)
          values (${mapId}, ${userId}, ${month}, ${value}, ${status})`);
      };
      const ana2035 = await kilometreMap(ana, 2035);
      await kilometres(ana2035, ana, '2035-01-01', '100.10', 'Approved');
      await kilometres(ana2035, ana, '2035-02-01', '50.00', 'PendingApproval');
      await kilometres(await kilometreMap(joao, 2035), joao, '2035-01-01', '0.20', 'Approved');
      await kilometres(await kilometreMap(ana, 2034), ana, '2034-01-01', '80.05', 'Approved');

      const pass = (userId: string, month: string, value: string, status: string) =>
        db.execute(sql`insert into travel_passes (employee_id, month, value, status)
          values (${userId}, ${month}, ${value}, ${status})`);
      await pass(ana, '2035-03-01', '40.00', 'Approved');
      await pass(joao, '2035-03-01', '35.50', 'Approved');
      await pass(ana, '2034-03-01', '10.00', 'Rejected');
      await pass(joao, '2034-12-01', '12.34', 'Approved');

      const file =
        await idOf(sql`insert into files (owner_id, original_name, media_type, size_bytes, sha256, storage_key)
        values (${ana}, 'receipt.pdf', 'application/pdf', 1, 'x', 'dash-crypto-receipt') returning id`);
      const trip = (userId: string, start: string, end: string, status: string) =>
        idOf(sql`insert into road_trips (employee_id, start_date, end_date, destination, purpose, client_or_project, transport, status)
          values (${userId}, ${start}, ${end}, 'Porto', 'Reunião', 'Alfa', 'train', ${status}) returning id`);
      const receipt = (tripId: string, date: string, euros: string) =>
        db.execute(sql`insert into travel_receipts (road_trip_id, date, category, currency, amount, exchange_rate, euros, file_id)
          values (${tripId}, ${date}, 'meals', 'EUR', ${euros}, 1, ${euros}, ${file})`);
      // Counted in January, the month the trip starts, though a receipt is of February.
      const january = await trip(ana, '2035-01-30', '2035-02-02', 'Approved');
      await receipt(january, '2035-01-30', '10.01');
      await receipt(january, '2035-02-01', '20.02');
      await receipt(
        await trip(joao, '2035-05-01', '2035-05-02', 'PendingApproval'),
        '2035-05-01',
        '99.00',
      );
      await receipt(await trip(ana, '2034-05-10', '2034-05-11', 'Approved'), '2034-05-10', '15.00');

      const plan = (
        userId: string,
        year: number,
        allowance: string,
        amount: string,
        status: string,
      ) =>
        idOf(sql`insert into allowance_plans (employee_id, year, allowance, schedule, payment_month, amount, status, created_by)
          values (${userId}, ${year}, ${allowance}, 'TWELFTHS', 12, ${amount}, ${status}, ${userId}) returning id`);
      const instalment = (planId: string, position: number, month: number, amount: string) =>
        db.execute(sql`insert into allowance_instalments (plan_id, position, month, amount, part)
          values (${planId}, ${position}, ${month}, ${amount}, 'twelfth')`);
      const vacations = await plan(ana, 2035, 'VACATIONS', '200.00', 'Approved');
      await instalment(vacations, 1, 1, '100.00');
      await instalment(vacations, 2, 2, '100.00');
      await instalment(
        await plan(joao, 2035, 'CHRISTMAS', '500.00', 'PendingApproval'),
        1,
        1,
        '500.00',
      );
      await instalment(await plan(ana, 2034, 'CHRISTMAS', '700.00', 'Approved'), 1, 12, '700.00');

      // No year: the company's.
      const response = await get('/api/dashboard/crypto', await t.authAs('financial@example.com'));
      assert.equal(response.statusCode, 200, response.body);
      crypto = cryptoDashboardSchema.parse(response.json());
    });

    it("answers the company's year, every series Jan to Dec, in the contract's order", () => {
      assert.equal(crypto.year, 2035);
      assert.deepEqual(
        crypto.series.map((series) => [series.key, series.months.length]),
        [
          ['kilometreMaps', 12],
          ['travelPasses', 12],
          ['receipts', 12],
          ['allowances', 12],
        ],
      );
      assert.equal(seriesOf('receipts').months[0]?.month, '2035-01');
      assert.equal(seriesOf('receipts').months[11]?.month, '2035-12');
    });

    it('sums only approved kilometre-map months, by their month', () => {
      assert.deepEqual(nonZero('kilometreMaps'), [['2035-01', '100.30', '80.05']]);
      const series = seriesOf('kilometreMaps');
      assert.equal(series.total, '100.30');
      assert.equal(series.previousYearTotal, '80.05');
      assert.equal(series.months[0]?.href, '/app/manage-travels?year=2035&month=1&status=Approved');
    });

    it('sums only approved travel passes, by their month', () => {
      assert.deepEqual(nonZero('travelPasses'), [
        ['2035-03', '75.50', '0.00'],
        ['2035-12', '0.00', '12.34'],
      ]);
      assert.equal(seriesOf('travelPasses').total, '75.50');
      assert.equal(seriesOf('travelPasses').previousYearTotal, '12.34');
      assert.equal(
        seriesOf('travelPasses').months[2]?.href,
        '/app/manage-travel-pass?month=2035-03&status=Approved',
      );
    });

    it("sums approved road trips' receipts in euros, by the trip's start month", () => {
      assert.deepEqual(nonZero('receipts'), [
        ['2035-01', '30.03', '0.00'],
        ['2035-05', '0.00', '15.00'],
      ]);
      assert.equal(seriesOf('receipts').total, '30.03');
      assert.equal(
        seriesOf('receipts').months[0]?.href,
        '/app/manage-travels?view=road-trips&year=2035&month=1&status=Approved',
      );
    });

    it("sums approved plans' instalments, by the month they fall due", () => {
      assert.deepEqual(nonZero('allowances'), [
        ['2035-01', '100.00', '0.00'],
        ['2035-02', '100.00', '0.00'],
        ['2035-12', '0.00', '700.00'],
      ]);
      assert.equal(seriesOf('allowances').total, '200.00');
      assert.equal(seriesOf('allowances').previousYearTotal, '700.00');
      assert.equal(
        seriesOf('allowances').months[1]?.href,
        '/app/payments/manage-allowances?year=2035&month=2&status=APPROVED',
      );
    });

    it('answers the year asked for against the one before', async () => {
      const response = await get(
        '/api/dashboard/crypto?year=2034',
        await t.authAs('admin@example.com'),
      );
      assert.equal(response.statusCode, 200, response.body);
      const earlier = cryptoDashboardSchema.parse(response.json());
      assert.equal(earlier.year, 2034);
      const kilometres = earlier.series.find((series) => series.key === 'kilometreMaps');
      assert.equal(kilometres?.months[0]?.amount, '80.05');
      assert.equal(kilometres?.total, '80.05');
    });
  });
});
