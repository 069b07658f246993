import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  manageRoadTripsPageSchema,
  ROAD_TRIP_MESSAGES,
  type RoadTrip,
  receiptSuggestionSchema,
  roadTripChoicesSchema,
  roadTripListSchema,
  roadTripResultSchema,
} from '@quadro/contract/road-trips';
import { travelStateSchema } from '@quadro/contract/travels';
import { eq } from 'drizzle-orm';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  type FormPart,
  htmlAfterPdfMagic,
  jpeg,
  pdf,
  png,
  textPdf,
} from '../../../test/upload-fixtures.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { files } from '../../platform/files/files.schema.ts';
import { travelReceipts } from './road-trips.schema.ts';

const YEAR = 2030;

describe('/api/travels/road-trips', () => {
  let t: TestApp;
  const { call, upload, mailsTo } = routeClient(() => t);
  let ana: AuthHeaders;
  let beatriz: AuthHeaders;
  let finance: AuthHeaders;
  let nuno: AuthHeaders;

  const tripOf = (response: InjectResponse, status = 200): RoadTrip => {
    assert.equal(response.statusCode, status, response.body);
    return roadTripResultSchema.parse(response.json()).roadTrip;
  };
  const lisbonToPorto = {
    startDate: `${YEAR}-03-04`,
    endDate: `${YEAR}-03-05`,
    destination: 'Porto',
    purpose: 'Workshop with the client',
    /** A client Ana may pick, set once the app is up. */
    clientId: '',
    transport: 'ownCar',
    kilometres: '626,4',
  };
  const create = (headers: AuthHeaders, fields: object = lisbonToPorto) =>
    call('POST', '/api/travels/road-trips', headers, fields);
  const receiptFields = (roadTripId: string, extra: Record<string, string> = {}) =>
    Object.entries({
      roadTripId,
      date: `${YEAR}-03-04`,
      category: 'fuel',
      currency: 'EUR',
      amount: '45,30',
      ...extra,
    }) as Array<[string, FormPart]>;
  const pdfFile = { name: 'fuel.pdf', type: 'application/pdf', content: pdf() };
  const addReceipt = (
    headers: AuthHeaders,
    roadTripId: string,
    extra: Record<string, string> = {},
    file: FormPart = pdfFile,
  ) =>
    upload('POST', '/api/travels/road-trips/receipts', headers, [
      ...receiptFields(roadTripId, extra),
      ['file', file],
    ]);
  const filesCount = async () => (await t.database.db.select({ id: files.id }).from(files)).length;

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(`${YEAR}-03-10T10:00:00Z`) });
    ana = await t.authAs('employee@example.com');
    beatriz = await t.authAs('beatriz.carvalho@example.com');
    finance = await t.authAs('financial@example.com');
    nuno = await t.authAs('nuno.soares@example.com');
    const choices = roadTripChoicesSchema.parse(
      (await call('GET', '/api/travels/road-trips/choices', ana)).json(),
    );
    lisbonToPorto.clientId = choices.clients[0]?.id ?? '';
  });
  after(() => t.close());

  it('adds, lists and changes a road trip; by own car it keeps the kilometres', async () => {
    const created = tripOf(await create(ana), 201);
    assert.deepEqual(
      [created.destination, created.transport, created.kilometres, created.status, created.total],
      ['Porto', 'ownCar', '626.4', 'PendingSubmission', '0.00'],
    );
    const byTrain = tripOf(
      await call('PUT', '/api/travels/road-trips', ana, {
        ...lisbonToPorto,
        id: created.id,
        transport: 'train',
      }),
    );
    assert.equal(byTrain.kilometres, null, 'kilometres are for own car only');
    const list = roadTripListSchema.parse(
      (await call('GET', `/api/travels/road-trips?year=${YEAR}`, ana)).json(),
    );
    assert.deepEqual(
      list.items.map((trip) => trip.id),
      [created.id],
    );
    const state = travelStateSchema.parse(
      (await call('GET', `/api/travels?year=${YEAR}`, ana)).json(),
    );
    assert.deepEqual(
      state.roadTrips.map((trip) => trip.id),
      [created.id],
    );
  });

  it('refuses bad trips naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ ...lisbonToPorto, endDate: `${YEAR}-03-03` }, 'endDate'],
      [{ ...lisbonToPorto, kilometres: '' }, 'kilometres'],
      [{ ...lisbonToPorto, kilometres: '12.34' }, 'kilometres'],
      [{ ...lisbonToPorto, kilometres: '-5' }, 'kilometres'],
      [{ ...lisbonToPorto, transport: 'rocket' }, 'transport'],
      [{ ...lisbonToPorto, destination: ' ' }, 'destination'],
      [{ ...lisbonToPorto, startDate: '2030-02-30' }, 'startDate'],
    ];
    for (const [fields, field] of cases) {
      const response = await create(ana, fields);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(fieldsOf(response), [field], response.body);
    }
    const missing = await create(ana, {});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields[0].message, 'Required');
  });

  it('adds receipts in euros and in another currency, exact to the cent', async () => {
    const trip = tripOf(await create(ana), 201);
    const inEuros = tripOf(await addReceipt(ana, trip.id), 201);
    assert.deepEqual(
      inEuros.receipts.map((receipt) => [
        receipt.currency,
        receipt.amount,
        receipt.exchangeRate,
        receipt.euros,
        receipt.mediaType,
      ]),
      [['EUR', '45.30', '1.000000', '45.30', 'application/pdf']],
    );
    // 100.00 GBP at 1.165005 €/GBP is 116.5005 €: 116.50, half up from the third decimal on.
    const inPounds = tripOf(
      await addReceipt(
        ana,
        trip.id,
        { currency: 'gbp', amount: '100', exchangeRate: '1,165005', category: 'lodging' },
        { name: 'hotel.jpg', type: 'image/jpeg', content: jpeg() },
      ),
      201,
    );
    const pounds = inPounds.receipts.find((receipt) => receipt.currency === 'GBP');
    assert.deepEqual(
      [pounds?.amount, pounds?.exchangeRate, pounds?.euros, pounds?.mediaType],
      ['100.00', '1.165005', '116.50', 'image/jpeg'],
    );
    assert.equal(inPounds.total, '161.80');
    const halfUp = tripOf(
      await addReceipt(ana, trip.id, { currency: 'USD', amount: '10.00', exchangeRate: '0.1235' }),
      201,
    );
    assert.equal(halfUp.receipts.find((receipt) => receipt.currency === 'USD')?.euros, '1.24');

    const file = await call('GET', pounds?.file as string, ana);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/jpeg');
    assert.equal((await call('GET', pounds?.file as string, finance)).statusCode, 200);
    assert.equal((await call('GET', pounds?.file as string, beatriz)).statusCode, 404);
  });

  it('refuses bad receipts naming the field, and keeps no file of them', async () => {
    const trip = tripOf(await create(ana), 201);
    const before = await filesCount();
    const whole = await textPdf(['Fatura 1']);
    const cases: Array<[Record<string, string>, FormPart | undefined, number, string]> = [
      [{ amount: '12.345' }, pdfFile, 400, 'amount'],
      [{ amount: '-3' }, pdfFile, 400, 'amount'],
      [{ amount: '0' }, pdfFile, 400, 'amount'],
      [{ currency: 'EURO' }, pdfFile, 400, 'currency'],
      [{ currency: 'USD' }, pdfFile, 400, 'exchangeRate'],
      [{ currency: 'USD', exchangeRate: '0.1234567' }, pdfFile, 400, 'exchangeRate'],
      [{ category: 'spa' }, pdfFile, 400, 'category'],
      [{ date: '2030-13-01' }, pdfFile, 400, 'date'],
      [{}, undefined, 400, 'file'],
      [{}, { name: 'a.txt', type: 'text/plain', content: Buffer.from('hello') }, 415, 'file'],
      [{}, { name: 'web.pdf', type: 'application/pdf', content: htmlAfterPdfMagic() }, 415, 'file'],
      [
        {},
        { name: 'cut.pdf', type: 'application/pdf', content: whole.subarray(0, whole.length / 2) },
        415,
        'file',
      ],
      [{}, { name: 'cut.png', type: 'image/png', content: png().subarray(0, 40) }, 415, 'file'],
      [
        {},
        {
          name: 'big.pdf',
          type: 'application/pdf',
          content: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]),
        },
        413,
        'file',
      ],
    ];
    for (const [extra, file, status, field] of cases) {
      const response = await upload('POST', '/api/travels/road-trips/receipts', ana, [
        ...receiptFields(trip.id, extra),
        ...(file ? ([['file', file]] as Array<[string, FormPart]>) : []),
      ]);
      assert.equal(response.statusCode, status, `${JSON.stringify(extra)} ${response.body}`);
      assert.deepEqual(fieldsOf(response), [field], response.body);
    }
    // A PDF named .png is taken for what its content is: the type comes from the bytes.
    const renamed = tripOf(
      await addReceipt(ana, trip.id, {}, { name: 'photo.png', type: 'image/png', content: pdf() }),
      201,
    );
    assert.equal(renamed.receipts[0]?.mediaType, 'application/pdf');
    assert.equal(await filesCount(), before + 1, 'only the accepted file is kept');
  });

  it("answers 404 for another employee's road trip or receipt on every call", async () => {
    const trip = tripOf(await create(ana), 201);
    const withReceipt = tripOf(await addReceipt(ana, trip.id), 201);
    const receiptId = withReceipt.receipts[0]?.id as string;
    const calls: InjectResponse[] = [
      await call('PUT', '/api/travels/road-trips', beatriz, { ...lisbonToPorto, id: trip.id }),
      await call('DELETE', `/api/travels/road-trips?id=${trip.id}`, beatriz),
      await addReceipt(beatriz, trip.id),
      await call('DELETE', `/api/travels/road-trips/receipts?id=${receiptId}`, beatriz),
      await call('GET', `/api/travels/road-trips/receipts/file?id=${receiptId}`, beatriz),
      await call('POST', '/api/travels/road-trips/send', beatriz, { ids: [trip.id] }),
    ];
    assert.deepEqual(
      calls.map((response) => response.statusCode),
      [404, 404, 404, 404, 404, 404],
    );
    const list = roadTripListSchema.parse(
      (await call('GET', `/api/travels/road-trips?year=${YEAR}`, beatriz)).json(),
    );
    assert.ok(!list.items.some((item) => item.id === trip.id));
  });

  it('removes a receipt and a trip with their files', async () => {
    const trip = tripOf(await create(ana), 201);
    const before = await filesCount();
    const withTwo = tripOf(await addReceipt(ana, trip.id), 201);
    tripOf(await addReceipt(ana, trip.id), 201);
    const removed = tripOf(
      await call('DELETE', `/api/travels/road-trips/receipts?id=${withTwo.receipts[0]?.id}`, ana),
    );
    assert.equal(removed.receipts.length, 1);
    assert.equal(await filesCount(), before + 1);
    const gone = await call('DELETE', `/api/travels/road-trips?id=${trip.id}`, ana);
    assert.equal(gone.statusCode, 200, gone.body);
    assert.equal(gone.json().message, ROAD_TRIP_MESSAGES.removed);
    assert.equal(await filesCount(), before);
    const receipts = await t.database.db
      .select()
      .from(travelReceipts)
      .where(eq(travelReceipts.roadTripId, trip.id));
    assert.deepEqual(receipts, []);
  });

  it('sends with receipts only, then finance approves or rejects with a reason, with mails', async () => {
    const empty = tripOf(await create(ana), 201);
    const noReceipts = await call('POST', '/api/travels/road-trips/send', ana, {
      ids: [empty.id],
    });
    assert.equal(noReceipts.statusCode, 400);
    assert.deepEqual(fieldsOf(noReceipts), ['receipts']);

    const first = tripOf(await create(ana, { ...lisbonToPorto, destination: 'Braga' }), 201);
    const second = tripOf(await create(ana, { ...lisbonToPorto, destination: 'Faro' }), 201);
    tripOf(await addReceipt(ana, first.id), 201);
    tripOf(await addReceipt(ana, second.id, { amount: '20' }), 201);
    const pendingBefore = (
      await call('GET', '/api/travels/road-trips/pending-number', finance)
    ).json();
    const sent = await call('POST', '/api/travels/road-trips/send', ana, {
      ids: [first.id, second.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json(), { message: ROAD_TRIP_MESSAGES.sent, sent: 2 });
    assert.equal(
      (await call('GET', '/api/travels/road-trips/pending-number', finance)).json(),
      pendingBefore + 2,
    );
    assert.equal((await mailsTo('financial@example.com', 'sent 2 road trips')).length, 1);

    const locked = await call('PUT', '/api/travels/road-trips', ana, {
      ...lisbonToPorto,
      id: first.id,
    });
    assert.equal(locked.statusCode, 409);
    assert.equal((await addReceipt(ana, first.id)).statusCode, 409);

    const managed = manageRoadTripsPageSchema.parse(
      (
        await call('GET', `/api/travels/road-trips/manage?year=${YEAR}&month=3&search=ana`, finance)
      ).json(),
    );
    assert.equal(managed.items[0]?.status, 'PendingApproval', 'waiting ones first');
    assert.ok(managed.items.some((item) => item.id === first.id));
    assert.ok(!managed.items.some((item) => item.id === empty.id), 'drafts stay private');

    const noReason = await call('PUT', '/api/travels/road-trips/approval', finance, {
      ids: [second.id],
      decision: 'reject',
    });
    assert.equal(noReason.statusCode, 400);
    const rejected = await call('PUT', '/api/travels/road-trips/approval', finance, {
      ids: [second.id],
      decision: 'reject',
      reason: 'The fuel receipt is from another day',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    const approved = await call('PUT', '/api/travels/road-trips/approval', finance, {
      ids: [first.id],
      decision: 'approve',
    });
    assert.deepEqual(approved.json(), { message: ROAD_TRIP_MESSAGES.approved, decided: 1 });
    const [rejectedMail] = await mailsTo('employee@example.com', 'road trip to Faro was rejected');
    assert.match(
      rejectedMail?.text ?? '',
      /Rejection reason: The fuel receipt is from another day/,
    );
    assert.equal((await mailsTo('employee@example.com', 'Braga was approved')).length, 1);

    const list = roadTripListSchema.parse(
      (await call('GET', `/api/travels/road-trips?year=${YEAR}`, ana)).json(),
    );
    const faro = list.items.find((item) => item.id === second.id);
    assert.deepEqual(
      [faro?.status, faro?.rejectionReason, faro?.editable],
      ['Rejected', 'The fuel receipt is from another day', true],
    );
    tripOf(await addReceipt(ana, second.id), 201);
    const removeApproved = await call('DELETE', `/api/travels/road-trips?id=${first.id}`, ana);
    assert.equal(removeApproved.statusCode, 409);

    const state = travelStateSchema.parse(
      (await call('GET', `/api/travels?year=${YEAR}`, ana)).json(),
    );
    assert.equal(state.totals.months[2]?.receipts, '45.30', 'the approved trip of March');
    assert.equal(state.totals.year.receipts, '45.30');
  });

  it('lets finance never decide their own road trip, and two approvals at once move it once', async () => {
    const own = tripOf(await create(nuno), 201);
    tripOf(await addReceipt(nuno, own.id), 201);
    assert.equal(
      (await call('POST', '/api/travels/road-trips/send', nuno, { ids: [own.id] })).statusCode,
      200,
    );
    const ownDecision = await call('PUT', '/api/travels/road-trips/approval', nuno, {
      ids: [own.id],
      decision: 'approve',
    });
    assert.equal(ownDecision.statusCode, 403, ownDecision.body);

    const trip = tripOf(await create(beatriz), 201);
    tripOf(await addReceipt(beatriz, trip.id), 201);
    await call('POST', '/api/travels/road-trips/send', beatriz, { ids: [trip.id] });
    const decide = () =>
      call('PUT', '/api/travels/road-trips/approval', finance, {
        ids: [trip.id],
        decision: 'approve',
      });
    const both = await Promise.all([decide(), decide()]);
    const moved = both.filter(
      (response) => response.statusCode === 200 && response.json().decided === 1,
    );
    assert.equal(moved.length, 1, both.map((response) => response.body).join(' | '));
    assert.equal((await mailsTo('beatriz.carvalho@example.com', 'was approved')).length, 1);
  });

  it('suggests the date and total of a PDF receipt with text, and refuses other files', async () => {
    const receipt = await textPdf(['Bomba Galp Lisboa  Data: 04/03/2030  TOTAL A PAGAR 52,17 EUR']);
    const suggest = (file: { name: string; type: string; content: Buffer }) =>
      upload('POST', '/api/travels/road-trips/receipts/suggestion', ana, [['file', file]]);
    const found = await suggest({ name: 'galp.pdf', type: 'application/pdf', content: receipt });
    assert.equal(found.statusCode, 200, found.body);
    assert.deepEqual(receiptSuggestionSchema.parse(found.json()), {
      date: '2030-03-04',
      total: '52.17',
    });
    const blank = await suggest({ name: 'blank.pdf', type: 'application/pdf', content: pdf() });
    assert.deepEqual(blank.json(), {});
    const image = await suggest({ name: 'photo.jpg', type: 'image/jpeg', content: jpeg() });
    assert.equal(image.statusCode, 415);
    assert.deepEqual(fieldsOf(image), ['file']);
    const spoofed = await suggest({
      name: 'web.pdf',
      type: 'application/pdf',
      content: htmlAfterPdfMagic(),
    });
    assert.equal(spoofed.statusCode, 415, spoofed.body);
    assert.deepEqual(fieldsOf(spoofed), ['file']);
  });

  it('is for employees, and finance only decides', async () => {
    const trainee = await t.authAs('trainee@example.com');
    assert.equal((await call('GET', '/api/travels/road-trips', trainee)).statusCode, 403);
    assert.equal(
      (await call('GET', `/api/travels/road-trips/manage?year=${YEAR}`, ana)).statusCode,
      403,
    );
    assert.equal(
      (await call('GET', '/api/travels/road-trips/pending-number', ana)).statusCode,
      403,
    );
    const decide = await call('PUT', '/api/travels/road-trips/approval', ana, {
      ids: [crypto.randomUUID()],
      decision: 'approve',
    });
    assert.equal(decide.statusCode, 403);
  });
});
