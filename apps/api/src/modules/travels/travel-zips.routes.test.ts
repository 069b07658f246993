import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { roadTripChoicesSchema } from '@quadro/contract/road-trips';
import { TRAVEL_MESSAGES } from '@quadro/contract/travels';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { type AuthHeaders, type InjectResponse, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type FormPart, jpeg, pdf } from '../../../test/upload-fixtures.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { insertClient } from '../clients/clients.public.ts';
import { users } from '../people/people.public.ts';
import { approvedPages } from './travel-month-zip.ts';

const YEAR = 2031;

async function textOf(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.loadingTask.destroy();
  return texts.join('\n');
}

function unzipped(response: InjectResponse): Record<string, Uint8Array> {
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['content-type'], 'application/zip');
  return unzipSync(new Uint8Array(response.rawPayload));
}

describe('/api/travels/zip-download: the printed maps as zips', () => {
  let t: TestApp;
  const { call, upload } = routeClient(() => t);
  /** A client to name on a road trip: the form offers every client. */
  const firstClientOf = async (who: AuthHeaders) =>
    roadTripChoicesSchema.parse((await call('GET', '/api/travels/road-trips/choices', who)).json())
      .clients[0]?.id;
  let ana: AuthHeaders;
  let joao: AuthHeaders;
  let finance: AuthHeaders;
  let anaTaxNumber: string | null;

  /** The employee plans and sends `months` of YEAR; finance approves them. */
  async function approve(who: AuthHeaders, plate: string, months: Record<string, string>) {
    const entries = Object.entries(months).map(([month, value]) => ({
      month: `${YEAR}-${month}`,
      value,
    }));
    const saved = await call('PUT', '/api/travels/kilometre-map', who, {
      year: YEAR,
      vehiclePlate: plate,
      months: entries,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const sent = await call('POST', '/api/travels/kilometre-map/send', who, {
      months: entries.map((entry) => entry.month),
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const ids = sent
      .json()
      .state.employeeKilometresMap.months.filter(
        (month: { month: string; status: string }) =>
          month.status === 'PendingApproval' &&
          entries.some((entry) => entry.month === month.month),
      )
      .map((month: { id: string }) => month.id);
    const approved = await call('PUT', '/api/travels/approval', finance, {
      ids,
      decision: 'approve',
    });
    assert.equal(approved.statusCode, 200, approved.body);
  }

  before(async () => {
    // 1 January 2031: every month of the year is still open.
    t = await createTestApp({}, { clock: createTestClock(`${YEAR}-01-01T10:00:00Z`) });
    ana = await t.authAs('employee@example.com');
    joao = await t.authAs('joao.pereira@example.com');
    finance = await t.authAs('financial@example.com');
    const hr = await t.authAs('hr@example.com');
    for (const email of ['employee@example.com', 'joao.pereira@example.com']) {
      const salary = await call('POST', '/api/salary', hr, {
        employee_id: await t.personId(email),
        base_salary: '1500.00',
        dislocation: '300.00',
        effective_date: `${YEAR}-01-01`,
      });
      assert.equal(salary.statusCode, 201, salary.body);
    }
    const [row] = await t.database.db
      .select({ taxNumber: users.taxNumber })
      .from(users)
      .where(eq(users.email, 'employee@example.com'));
    anaTaxNumber = row?.taxNumber ?? null;
    await approve(ana, '12-AB-34', { '01': '250.00', '02': '100.00' });
    await approve(joao, '56-CD-78', { '01': '120.40' });
    // A month sent and not decided is in no zip.
    const saved = await call('PUT', '/api/travels/kilometre-map', ana, {
      year: YEAR,
      months: [{ month: `${YEAR}-03`, value: '50.00' }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const sent = await call('POST', '/api/travels/kilometre-map/send', ana, {
      months: [`${YEAR}-03`],
    });
    assert.equal(sent.statusCode, 200, sent.body);
  });
  after(() => t.close());

  it("gives finance a month's zip: per employee the printed map naming them, plate, kilometres and value", async () => {
    const response = await call('GET', `/api/travels/zip-download?month=${YEAR}-01`, finance);
    const files = unzipped(response);
    assert.match(
      response.headers['content-disposition'] as string,
      new RegExp(`travels-${YEAR}-01\\.zip`),
    );
    assert.deepEqual(Object.keys(files), [
      `Ana Ferreira ${YEAR}-01 kilometre map.pdf`,
      `João Pereira ${YEAR}-01 kilometre map.pdf`,
    ]);
    const ana = await textOf(files[`Ana Ferreira ${YEAR}-01 kilometre map.pdf`] as Uint8Array);
    for (const expected of [
      'Employee: Ana Ferreira',
      `NIF: ${anaTaxNumber ?? '—'}`,
      'Vehicle plate: 12-AB-34',
      `Month: January ${YEAR}`,
      'Monthly value',
      '625,0',
      '0,400',
      '250,00 €',
      `Approved on: 01/01/${YEAR}`,
    ]) {
      assert.ok(ana.includes(expected), `${expected} in ${ana}`);
    }
    const joao = await textOf(files[`João Pereira ${YEAR}-01 kilometre map.pdf`] as Uint8Array);
    for (const expected of [
      'Employee: João Pereira',
      'Vehicle plate: 56-CD-78',
      '301,0',
      '120,40 €',
    ]) {
      assert.ok(joao.includes(expected), `${expected} in ${joao}`);
    }
  });

  it("reads the month's approved maps a page at a time, each page after the last one's name", async () => {
    const names: string[][] = [];
    for await (const page of approvedPages(t.app.serviceContext, `${YEAR}-01`, 1)) {
      names.push(page.map((row) => row.employeeName));
    }
    assert.deepEqual(names, [['Ana Ferreira'], ['João Pereira']]);
  });

  it('leaves out months not approved, and answers a month with nothing approved as an empty zip', async () => {
    const february = unzipped(
      await call('GET', `/api/travels/zip-download?month=${YEAR}-02`, finance),
    );
    assert.deepEqual(Object.keys(february), [`Ana Ferreira ${YEAR}-02 kilometre map.pdf`]);
    const march = unzipped(
      await call('GET', `/api/travels/zip-download?month=${YEAR}-03`, finance),
    );
    assert.deepEqual(Object.keys(march), [], 'sent, not approved');
    const empty = unzipped(
      await call('GET', `/api/travels/zip-download?month=${YEAR}-07`, finance),
    );
    assert.deepEqual(Object.keys(empty), []);
  });

  it('refuses the month zip to employees and asks for a month', async () => {
    assert.equal(
      (await call('GET', `/api/travels/zip-download?month=${YEAR}-01`, ana)).statusCode,
      403,
    );
    const noMonth = await call('GET', '/api/travels/zip-download', finance);
    assert.equal(noMonth.statusCode, 400, noMonth.body);
    assert.equal(noMonth.json().fields[0].field, 'month');
    assert.equal(noMonth.json().fields[0].message, 'Required');
    const badMonth = await call('GET', '/api/travels/zip-download?month=2031-13', finance);
    assert.equal(badMonth.statusCode, 400, badMonth.body);
  });

  it("gives the employee their own year: each approved month's map, no one else's", async () => {
    const state = await call('GET', `/api/travels?year=${YEAR}`, ana);
    assert.equal(state.json().canDownload, true);
    const response = await call('GET', `/api/travels/zip-download/year?year=${YEAR}`, ana);
    const files = unzipped(response);
    assert.match(response.headers['content-disposition'] as string, /travels-2031\.zip/);
    assert.deepEqual(Object.keys(files), [
      `Ana Ferreira ${YEAR}-01 kilometre map.pdf`,
      `Ana Ferreira ${YEAR}-02 kilometre map.pdf`,
    ]);
    const february = await textOf(files[`Ana Ferreira ${YEAR}-02 kilometre map.pdf`] as Uint8Array);
    assert.ok(february.includes('100,00 €'), february);
    assert.ok(!february.includes('João'), february);

    const joaoFiles = unzipped(
      await call('GET', `/api/travels/zip-download/year?year=${YEAR}`, joao),
    );
    assert.deepEqual(Object.keys(joaoFiles), [`João Pereira ${YEAR}-01 kilometre map.pdf`]);
    const joaoText = await textOf(
      joaoFiles[`João Pereira ${YEAR}-01 kilometre map.pdf`] as Uint8Array,
    );
    assert.ok(!joaoText.includes('Ana Ferreira'), joaoText);
  });

  it('answers a year with nothing approved with 404 and the reason, and refuses finance and trainees', async () => {
    const state = await call('GET', `/api/travels?year=${YEAR + 1}`, ana);
    assert.equal(state.json().canDownload, false);
    const none = await call('GET', `/api/travels/zip-download/year?year=${YEAR + 1}`, ana);
    assert.equal(none.statusCode, 404, none.body);
    assert.equal(none.json().message, TRAVEL_MESSAGES.nothingToDownload(YEAR + 1));
    assert.equal((await call('GET', '/api/travels/zip-download/year', finance)).statusCode, 403);
    const trainee = await t.authAs('trainee@example.com');
    assert.equal((await call('GET', '/api/travels/zip-download/year', trainee)).statusCode, 403);
  });

  it("zips the approved road trips' receipts beside the map, and alone for someone with no map", async () => {
    const roadTrip = async (who: AuthHeaders, day: string, file: FormPart, category: string) => {
      const created = await call('POST', '/api/travels/road-trips', who, {
        startDate: day,
        endDate: day,
        destination: 'Porto',
        purpose: 'Workshop with the client',
        clientId: await firstClientOf(who),
        transport: 'train',
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json().roadTrip.id as string;
      const receipt = await upload('POST', '/api/travels/road-trips/receipts', who, [
        ['roadTripId', id],
        ['date', day],
        ['category', category],
        ['currency', 'EUR'],
        ['amount', '12,50'],
        ['file', file],
      ]);
      assert.equal(receipt.statusCode, 201, receipt.body);
      const sent = await call('POST', '/api/travels/road-trips/send', who, { ids: [id] });
      assert.equal(sent.statusCode, 200, sent.body);
      const approved = await call('PUT', '/api/travels/road-trips/approval', finance, {
        ids: [id],
        decision: 'approve',
      });
      assert.equal(approved.statusCode, 200, approved.body);
    };
    const beatriz = await t.authAs('beatriz.carvalho@example.com');
    await roadTrip(
      ana,
      `${YEAR}-02-10`,
      { name: 'toll.pdf', type: 'application/pdf', content: pdf() },
      'tolls',
    );
    await roadTrip(
      beatriz,
      `${YEAR}-02-03`,
      { name: 'lunch.jpg', type: 'image/jpeg', content: await jpeg() },
      'meals',
    );

    const february = unzipped(
      await call('GET', `/api/travels/zip-download?month=${YEAR}-02`, finance),
    );
    assert.deepEqual(Object.keys(february), [
      `Ana Ferreira ${YEAR}-02 kilometre map.pdf`,
      `Ana Ferreira ${YEAR}-02 ${YEAR}-02-10 tolls.pdf`,
      `Beatriz Carvalho ${YEAR}-02 ${YEAR}-02-03 meals.jpg`,
    ]);
    assert.deepEqual(
      [...(february[`Ana Ferreira ${YEAR}-02 ${YEAR}-02-10 tolls.pdf`] ?? []).slice(0, 5)],
      [...Buffer.from('%PDF-')],
    );

    const totals = await call('GET', `/api/travels/totals?year=${YEAR}&search=Beatriz`, finance);
    assert.equal(totals.statusCode, 200, totals.body);
    const [row] = totals.json().items;
    assert.equal(row.employee.name, 'Beatriz Carvalho');
    assert.deepEqual(row.months[1], { value: '0.00', kilometres: '0.0', receipts: '12.50' });
    assert.deepEqual(row.total, { value: '0.00', kilometres: '0.0', receipts: '12.50' });
    assert.equal(totals.json().company.months[1].receipts, '25.00');

    const state = await call('GET', `/api/travels?year=${YEAR}`, beatriz);
    assert.equal(state.json().canDownload, true);
    const year = unzipped(
      await call('GET', `/api/travels/zip-download/year?year=${YEAR}`, beatriz),
    );
    assert.deepEqual(Object.keys(year), [`Beatriz Carvalho ${YEAR}-02 ${YEAR}-02-03 meals.jpg`]);
  });

  it("prints the trips of an accepted justification on the map, each at the month's rate", async () => {
    const client = await insertClient(t.database.db, {
      name: 'Zip Trips Client',
      contactName: null,
      email: null,
      phone: null,
      address: null,
      taxNumber: null,
      limitDays: 0,
    });
    const month = `${YEAR}-01`;
    const saved = await call('PUT', '/api/travels/monthly-trips', ana, {
      month,
      trips: [
        {
          date: `${YEAR}-01-01`,
          origin: 'Lisboa',
          destination: 'Setúbal',
          purpose: 'Client workshop',
          clientId: client.id,
          kilometres: '312.5',
          roundTrip: true,
          note: 'The workshop could only be held on the holiday',
        },
      ],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const sent = await call('POST', '/api/travels/monthly-trips/send', ana, { month });
    assert.equal(sent.statusCode, 200, sent.body);
    const queue = await call(
      'GET',
      `/api/travels/monthly-trips-justification?month=${month}`,
      finance,
    );
    const row = queue
      .json()
      .items.find((item: { employee: { name: string } }) => item.employee.name === 'Ana Ferreira');
    const accepted = await call(
      'PUT',
      '/api/travels/monthly-trips-justification/approval',
      finance,
      {
        ids: [row.id],
        decision: 'approve',
      },
    );
    assert.equal(accepted.statusCode, 200, accepted.body);

    const files = unzipped(await call('GET', `/api/travels/zip-download?month=${month}`, finance));
    const text = await textOf(files[`Ana Ferreira ${month} kilometre map.pdf`] as Uint8Array);
    for (const expected of ['Lisboa', 'Setúbal', 'Client workshop', '625,0', '250,00 €']) {
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    }
    assert.ok(!text.includes('Monthly value'), text);
  });
});
