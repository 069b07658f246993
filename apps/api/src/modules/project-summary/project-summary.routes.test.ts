import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { projectExecutiveSummarySchema } from '@quadro/contract/project-summary';
import { projectSchema } from '@quadro/contract/projects';
import readXlsxFile from 'read-excel-file/node';
import { type AuthHeaders, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Executor } from '../../db/database.ts';
import { files } from '../../platform/files/files.schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { insertSalary } from '../contracts/contracts.public.ts';
import { insertHoliday } from '../holidays/holidays.public.ts';
import { hashPassword } from '../identity/identity.public.ts';
import { insertJustifiedMonth, insertMonthlyTrips } from '../monthly-trips/monthly-trips.public.ts';
import { insertPeople } from '../people/people.public.ts';
import { insertReceipts, insertRoadTrips } from '../road-trips/road-trips.public.ts';
import { insertMaps, insertWorkDays } from '../work-maps/work-maps.public.ts';

/**
 * Years of their own (2030–2031): the demo company books nothing there. Every figure below is
 * computed by hand in the comments; 2031's national holidays on weekdays are 1 Jan, 11 Apr,
 * 25 Apr, 1 May, 10 Jun, 12 Jun, 15 Aug, 1 Dec, 8 Dec and 25 Dec (ten), plus a regional 24 Jun.
 */
describe('GET /api/projects/:id/summary-executive', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let admin: AuthHeaders;
  let comercial: AuthHeaders;
  let projectId: string;
  let clientId: string;
  let alda: string;
  let bruno: string;

  const summaryOf = async (who: AuthHeaders, id = projectId) => {
    const response = await call('GET', `/api/projects/${id}/summary-executive`, who);
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };

  async function workMap(
    db: Executor,
    employeeId: string,
    month: string,
    status: string,
    days: Array<[day: string, hours: string, extra?: string, project?: string | null]>,
  ) {
    const id = randomUUID();
    await insertMaps(db, [{ id, employeeId, month: `${month}-01`, status }]);
    await insertWorkDays(
      db,
      days.map(([day, hours, extra = '0', project = projectId]) => ({
        workMapId: id,
        day,
        hours,
        extraHours: extra,
        projectId: project,
      })),
    );
  }

  async function justifiedTrip(
    db: Executor,
    employeeId: string,
    month: string,
    status: string,
    pricePerKm: string,
    trip: { date: string; kilometres: string; roundTrip: boolean; projectId?: string },
  ) {
    await insertJustifiedMonth(db, { employeeId, month, pricePerKm, status });
    await insertMonthlyTrips(db, [
      {
        employeeId,
        month: `${month}-01`,
        date: trip.date,
        origin: 'Lisboa',
        destination: 'Porto',
        purpose: 'Workshop',
        projectId: trip.projectId ?? projectId,
        kilometres: trip.kilometres,
        roundTrip: trip.roundTrip,
      },
    ]);
  }

  async function roadTrip(
    db: Executor,
    employeeId: string,
    link: { clientId?: string; projectId?: string; clientOrProject?: string },
    status: string,
    receipts: string[],
  ) {
    const [trip] = await insertRoadTrips(db, [
      {
        employeeId,
        startDate: '2031-02-10',
        endDate: '2031-02-11',
        destination: 'Madrid',
        purpose: 'Kick-off',
        ...link,
        transport: 'plane',
        status,
      },
    ]);
    for (const euros of receipts) {
      const [file] = await db
        .insert(files)
        .values({
          ownerId: employeeId,
          originalName: 'receipt.pdf',
          mediaType: 'application/pdf',
          sizeBytes: 1,
          sha256: 'x',
          storageKey: `summary-test/${randomUUID()}`,
        })
        .returning({ id: files.id });
      await insertReceipts(db, [
        {
          roadTripId: trip?.id ?? '',
          date: '2031-02-10',
          category: 'meals',
          currency: 'EUR',
          amount: euros,
          exchangeRate: '1',
          euros,
          fileId: file?.id ?? '',
        },
      ]);
    }
    return trip?.id ?? '';
  }

  before(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await t.authAs('admin@example.com');
    comercial = await t.authAs('comercial@example.com');
    [alda, bruno] = (
      await insertPeople(db, [
        {
          name: 'Alda Summary',
          email: `alda.summary.${Date.now()}@example.com`,
          passwordHash: 'no password',
          profiles: ['employee'],
          enabled: true,
        },
        {
          // Part-time: Monday, Wednesday and Friday, six hours.
          name: 'Bruno Summary',
          email: `bruno.summary.${Date.now()}@example.com`,
          passwordHash: 'no password',
          profiles: ['employee'],
          enabled: true,
          workingWeekdays: [1, 3, 5],
          dailyHours: '6.00',
        },
      ])
    ).map((row) => row.id) as [string, string];
    const client = await call('POST', '/api/clients', await t.authAs('hr@example.com'), {
      name: 'Summary Client',
      limit_days: 0,
    });
    clientId = client.json().id;
    const created = await call('POST', '/api/projects', admin, {
      clientId,
      name: 'Ação Norte',
      code: 'SUM-1',
      description: '',
      startDate: '2030-12-01',
      endDate: null,
      status: 'active',
      budgetHours: '100.00',
      budgetAmount: '1700.00',
      members: [
        {
          employeeId: alda,
          role: 'Developer',
          allocation: 50,
          startedAt: '2030-12-01',
          endedAt: null,
        },
        {
          employeeId: bruno,
          role: 'Analyst',
          allocation: 50,
          startedAt: '2030-12-01',
          endedAt: null,
        },
      ],
    });
    assert.equal(created.statusCode, 201, created.body);
    projectId = created.json().id;

    await insertHoliday(db, { date: '2031-06-24', name: 'São João', region: 'Porto' });
    // Alda earns 2000 until a raise to 2500 on 1 March 2031, after her last 2031 day here.
    for (const [userId, baseSalary, effectiveDate] of [
      [alda, '2000.00', '2030-01-01'],
      [alda, '2500.00', '2031-03-01'],
      [bruno, '1000.00', '2030-06-01'],
    ] as const) {
      await insertSalary(db, {
        userId,
        contractId: null,
        baseSalary,
        dislocationAllowance: '0.00',
        effectiveDate,
        createdBy: null,
      });
    }
    // Alda, approved: January 5 × 8 h + 2 extra = 42 (a day on no project does not count), February 3 × 8 = 24.
    await workMap(db, alda, '2031-01', 'Approved', [
      ['2031-01-06', '8', '2'],
      ['2031-01-07', '8'],
      ['2031-01-08', '8'],
      ['2031-01-09', '8'],
      ['2031-01-10', '8'],
      ['2031-01-13', '8', '0', null],
    ]);
    await workMap(db, alda, '2031-02', 'Approved', [
      ['2031-02-03', '8'],
      ['2031-02-04', '8'],
      ['2031-02-05', '8'],
    ]);
    // Bruno: December 2030 approved 2 × 6 = 12, January pending 3 × 6 = 18, March approved 6.
    await workMap(db, bruno, '2030-12', 'Approved', [
      ['2030-12-02', '6'],
      ['2030-12-04', '6'],
    ]);
    await workMap(db, bruno, '2031-01', 'PendingApproval', [
      ['2031-01-06', '6'],
      ['2031-01-08', '6'],
      ['2031-01-10', '6'],
    ]);
    await workMap(db, bruno, '2031-03', 'Approved', [['2031-03-03', '6']]);

    // Travel: 50 km there and back at 0.400 = 40.00; 12.5 km one way at 0.360 = 4.50; a trip of a
    // justification not accepted yet does not count.
    await justifiedTrip(db, alda, '2031-01', 'Approved', '0.400', {
      date: '2031-01-07',
      kilometres: '50.0',
      roundTrip: true,
    });
    await justifiedTrip(db, bruno, '2031-03', 'Approved', '0.360', {
      date: '2031-03-03',
      kilometres: '12.5',
      roundTrip: false,
    });
    await justifiedTrip(db, alda, '2031-02', 'PendingApproval', '0.400', {
      date: '2031-02-04',
      kilometres: '300.0',
      roundTrip: true,
    });
    // Approved road trips linked to the project by id: 120.50 + 30.25 and nothing. One whose old
    // text is the project's very name but is linked to nothing, one linked to the client alone
    // and one not approved do not count.
    const linked = { clientId, projectId };
    await roadTrip(db, alda, linked, 'Approved', ['120.50', '30.25']);
    await roadTrip(db, bruno, linked, 'Approved', []);
    await roadTrip(db, alda, { clientOrProject: 'Ação Norte' }, 'Approved', ['999.00']);
    await roadTrip(db, alda, { clientId }, 'Approved', ['999.00']);
    await roadTrip(db, bruno, linked, 'PendingApproval', ['999.00']);
  });
  after(() => t.close());

  it('keeps the budget a project is saved with', async () => {
    const read = projectSchema.parse(
      (await call('GET', `/api/projects/${projectId}`, admin)).json(),
    );
    assert.equal(read.budgetHours, '100.00');
    assert.equal(read.budgetAmount, '1700.00');
  });

  it('gives admin the hours by month and member, pending apart, from approved maps', async () => {
    const summary = projectExecutiveSummarySchema.parse((await summaryOf(admin)).json());
    assert.equal(summary.project.code, 'SUM-1');
    assert.equal(summary.project.clientName, 'Summary Client');
    assert.deepEqual(
      summary.team.map((member) => [member.employeeName, member.role, member.allocation]),
      [
        ['Alda Summary', 'Developer', 50],
        ['Bruno Summary', 'Analyst', 50],
      ],
    );
    assert.deepEqual(summary.months, ['2030-12', '2031-01', '2031-02', '2031-03']);
    assert.deepEqual(summary.hours.byMonth, [
      { month: '2030-12', hours: '12.00' },
      { month: '2031-01', hours: '42.00' },
      { month: '2031-02', hours: '24.00' },
      { month: '2031-03', hours: '6.00' },
    ]);
    assert.deepEqual(
      summary.hours.byMember.map((member) => [
        member.employeeName,
        member.months.map((month) => month.hours),
        member.total,
        member.pending,
      ]),
      [
        ['Alda Summary', ['0.00', '42.00', '24.00', '0.00'], '66.00', '0.00'],
        ['Bruno Summary', ['12.00', '0.00', '0.00', '6.00'], '18.00', '18.00'],
      ],
    );
    assert.equal(summary.hours.total, '84.00');
    assert.equal(summary.hours.pending, '18.00');
  });

  it("costs each member's hours at the hour cost of the salary in force on their last day of the year", async () => {
    const { costs } = projectExecutiveSummarySchema.parse((await summaryOf(admin)).json());
    assert.ok(costs);
    assert.equal(costs.socialSecurityRate, '23.75');
    // Alda 2031: 261 weekdays − 10 national − 1 regional = 250 days × 8 = 2000 h; 2000 × 14 ×
    // 1.2375 ÷ 2000 = 17.325 → 17.33; 66 h = 1143.78 (the March raise came after 5 February).
    // Bruno 2030: 156 Mondays, Wednesdays, Fridays − 5 holidays on them = 151 × 6 = 906 h;
    // 1000 × 14 × 1.2375 ÷ 906 = 19.122… → 19.12; 12 h = 229.44. 2031: 157 − 6 = 151 → the same
    // 906 h (24 June is a Tuesday); 6 h = 114.72.
    assert.deepEqual(
      costs.byMember.map((member) => [
        member.employeeName,
        member.years.map((year) => [
          year.year,
          year.baseSalary,
          year.workingHours,
          year.hourCost,
          year.hours,
          year.cost,
        ]),
        member.cost,
      ]),
      [
        ['Alda Summary', [[2031, '2000.00', '2000.00', '17.33', '66.00', '1143.78']], '1143.78'],
        [
          'Bruno Summary',
          [
            [2030, '1000.00', '906.00', '19.12', '12.00', '229.44'],
            [2031, '1000.00', '906.00', '19.12', '6.00', '114.72'],
          ],
          '344.16',
        ],
      ],
    );
    assert.equal(costs.total, '1487.94');
  });

  it('adds approved trips at their month rate and approved road trips linked to the project', async () => {
    const { travel } = projectExecutiveSummarySchema.parse((await summaryOf(admin)).json());
    assert.deepEqual(
      travel.trips.map((trip) => [trip.date, trip.employeeName, trip.kilometres, trip.value]),
      [
        ['2031-01-07', 'Alda Summary', '100.0', '40.00'],
        ['2031-03-03', 'Bruno Summary', '12.5', '4.50'],
      ],
    );
    assert.equal(travel.tripsTotal, '44.50');
    assert.deepEqual(travel.receipts.map((trip) => [trip.employeeName, trip.amount]).sort(), [
      ['Alda Summary', '150.75'],
      ['Bruno Summary', '0.00'],
    ]);
    assert.equal(travel.receiptsTotal, '150.75');
    assert.equal(travel.total, '195.25');
  });

  it('measures the budget: 84 of 100 h on track, 1683.19 of 1700 € at risk', async () => {
    const { budget } = projectExecutiveSummarySchema.parse((await summaryOf(admin)).json());
    assert.deepEqual(budget, {
      hours: '100.00',
      amount: '1700.00',
      hoursUsed: '84.00',
      amountUsed: '1683.19',
      hoursShare: '0.8400',
      amountShare: '0.9901',
      status: 'AtRisk',
    });
  });

  it("leaves comercial's answer without costs and the euro use, its status from the hours alone", async () => {
    const body = (await summaryOf(comercial)).json();
    assert.equal('costs' in body, false);
    assert.equal('amountUsed' in body.budget, false);
    assert.equal('amountShare' in body.budget, false);
    assert.deepEqual(body.budget, {
      hours: '100.00',
      amount: '1700.00',
      hoursUsed: '84.00',
      hoursShare: '0.8400',
      status: 'OnTrack',
    });
    assert.equal(body.hours.total, '84.00');
    assert.equal(body.travel.total, '195.25');
  });

  it('treats someone holding both admin and comercial as admin', async () => {
    const email = `admin.comercial.${Date.now()}@example.com`;
    await insertPeople(t.database.db, [
      {
        name: 'Both Profiles',
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        profiles: ['comercial', 'admin'],
        enabled: true,
      },
    ]);
    const body = (await summaryOf(await t.authAs(email))).json();
    assert.equal(body.costs?.total, '1487.94');
    assert.equal(body.budget.amountUsed, '1683.19');
  });

  it('refuses hr and employees (403) and answers 404 for an unknown project', async () => {
    for (const email of ['hr@example.com', 'employee@example.com']) {
      const response = await call(
        'GET',
        `/api/projects/${projectId}/summary-executive`,
        await t.authAs(email),
      );
      assert.equal(response.statusCode, 403, email);
      const download = await call(
        'GET',
        `/api/projects/${projectId}/summary-executive/export`,
        await t.authAs(email),
      );
      assert.equal(download.statusCode, 403, email);
    }
    const unknown = await call('GET', `/api/projects/${randomUUID()}/summary-executive`, admin);
    assert.equal(unknown.statusCode, 404);
    const unknownFile = await call(
      'GET',
      `/api/projects/${randomUUID()}/summary-executive/export`,
      admin,
    );
    assert.equal(unknownFile.statusCode, 404);
  });

  it("sends admin's workbook with the Costs sheet, comercial's without", async () => {
    const response = await call(
      'GET',
      `/api/projects/${projectId}/summary-executive/export`,
      admin,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.match(
      String(response.headers['content-disposition']),
      /filename="executive-summary-SUM-1.xlsx"/,
    );
    const sheets = await readXlsxFile(response.rawPayload);
    assert.deepEqual(
      sheets.map((sheet) => sheet.sheet),
      ['Summary', 'Hours', 'Costs', 'Travel'],
    );
    const hours = sheets.find((sheet) => sheet.sheet === 'Hours')?.data;
    assert.deepEqual(hours?.[0], [
      'Member',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
      'Total',
      'Pending',
    ]);
    assert.deepEqual(hours?.[1], ['Alda Summary', 0, 42, 24, 0, 66, 0]);
    assert.deepEqual(hours?.[3], ['Total', 12, 42, 24, 6, 84, 18]);
    const costs = sheets.find((sheet) => sheet.sheet === 'Costs')?.data;
    assert.deepEqual(costs?.at(-1)?.at(-1), 1487.94);

    const commercial = await call(
      'GET',
      `/api/projects/${projectId}/summary-executive/export`,
      comercial,
    );
    const commercialSheets = await readXlsxFile(commercial.rawPayload);
    assert.deepEqual(
      commercialSheets.map((sheet) => sheet.sheet),
      ['Summary', 'Hours', 'Travel'],
    );
    const labels = commercialSheets[0]?.data.map((row) => row[0]);
    assert.ok(!labels?.includes('Used €'), String(labels));
    assert.ok(labels?.includes('Budget status (hours)'), String(labels));
  });

  it('follows the social security parameter and the budget saved: over budget at 30 %', async () => {
    const hr = await t.authAs('hr@example.com');
    const changed = await call('PUT', '/api/system-parameters/employerSocialSecurityRate', hr, {
      value: '30.00',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    try {
      const summary = projectExecutiveSummarySchema.parse((await summaryOf(admin)).json());
      // Alda 2000 × 14 × 1.30 ÷ 2000 = 18.20 × 66 = 1201.20; Bruno 18200 ÷ 906 = 20.088… → 20.09:
      // 12 h = 241.08, 6 h = 120.54. 1562.82 + 195.25 travel = 1758.07 over 1700.
      assert.equal(summary.costs?.socialSecurityRate, '30.00');
      assert.equal(summary.costs?.total, '1562.82');
      assert.equal(summary.budget.amountUsed, '1758.07');
      assert.equal(summary.budget.status, 'OverBudget');
      const commercialStatus = (await summaryOf(comercial)).json().budget.status;
      assert.equal(commercialStatus, 'OnTrack', 'comercial’s status weighs no salary');
    } finally {
      await call('PUT', '/api/system-parameters/employerSocialSecurityRate', hr, {
        value: '23.75',
      });
    }
  });

  it("keeps comercial's whole answer and workbook the same whatever a salary: one person's hours on a project", async () => {
    const db = t.database.db;
    const [carla] = await insertPeople(db, [
      {
        name: 'Carla Solo',
        email: `carla.solo.${Date.now()}@example.com`,
        passwordHash: 'no password',
        profiles: ['employee'],
        enabled: true,
      },
    ]);
    const carlaId = carla?.id ?? '';
    const created = await call('POST', '/api/projects', admin, {
      clientId: (await call('GET', `/api/projects/${projectId}`, admin)).json().clientId,
      name: 'Solo Costa',
      code: 'SOLO-1',
      description: '',
      startDate: '2030-11-01',
      endDate: null,
      status: 'active',
      budgetHours: '100.00',
      budgetAmount: '100.00',
      members: [],
    });
    assert.equal(created.statusCode, 201, created.body);
    const solo = created.json().id as string;
    await insertSalary(db, {
      userId: carlaId,
      contractId: null,
      baseSalary: '1000.00',
      dislocationAllowance: '0.00',
      effectiveDate: '2030-01-01',
      createdBy: null,
    });
    await workMap(db, carlaId, '2030-11', 'Approved', [['2030-11-04', '8', '0', solo]]);
    const seenByComercial = async () => {
      const answer = (await summaryOf(comercial, solo)).body;
      const file = await call('GET', `/api/projects/${solo}/summary-executive/export`, comercial);
      assert.equal(file.statusCode, 200, file.body);
      return { answer, workbook: await readXlsxFile(file.rawPayload) };
    };
    const adminStatus = async () =>
      projectExecutiveSummarySchema.parse((await summaryOf(admin, solo)).json()).budget.status;

    const before = await seenByComercial();
    assert.equal(await adminStatus(), 'OnTrack');
    await insertSalary(db, {
      userId: carlaId,
      contractId: null,
      baseSalary: '5000.00',
      dislocationAllowance: '0.00',
      effectiveDate: '2030-02-01',
      createdBy: null,
    });
    assert.equal(await adminStatus(), 'OverBudget', 'the raise moves admin’s euro use');
    assert.deepEqual(await seenByComercial(), before);
  });
});
