import { randomUUID } from 'node:crypto';
import { type RoadTripChoices, roadTripChoicesSchema } from '@quadro/contract/road-trips';
import type { RecordAccessCase, RecordAccessProbe } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { formDataBody, pdf } from '../../../test/upload-fixtures.ts';
import { insertClient } from '../clients/clients.public.ts';
import { insertApprovedKilometreMonth } from '../kilometre-maps/kilometre-maps.public.ts';
import { insertMonthlyTrips } from '../monthly-trips/monthly-trips.public.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'joao.pereira@example.com';
const NOT_THEIRS = "an employee never reads or changes another employee's road trip or receipt";
const FINANCE_SEES_ALL = 'finance reads and decides every employee’s months and trips';

const aTrip = {
  startDate: '2025-03-04',
  endDate: '2025-03-05',
  destination: 'Porto',
  purpose: 'Workshop with the client',
  transport: 'ownCar',
  kilometres: '626,4',
};

/** What `email` may pick for a road trip: every client, and the projects they are or were on. */
async function choicesOf(t: TestApp, email: string): Promise<RoadTripChoices> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/travels/road-trips/choices',
    headers: await t.authAs(email),
  });
  return roadTripChoicesSchema.parse(response.json());
}

/** A project Ana was never on, and its client. */
async function projectNotAnas(t: TestApp): Promise<{ id: string; clientId: string }> {
  const anas = await choicesOf(t, OWNER);
  const finance = await t.app.inject({
    method: 'GET',
    url: '/api/travels/road-trips/manage/choices',
    headers: await t.authAs('financial@example.com'),
  });
  const project = roadTripChoicesSchema
    .parse(finance.json())
    .projects.find((every) => !anas.projects.some((hers) => hers.id === every.id));
  if (!project) throw new Error('the demo has a project Ana was never on');
  return project;
}

/** A road trip of Ana's with one receipt, not sent. */
async function anasRoadTrip(
  t: TestApp,
): Promise<{ tripId: string; receiptId: string; clientId: string }> {
  const ana = await t.authAs(OWNER);
  const [client] = (await choicesOf(t, OWNER)).clients;
  const trip = await t.app.inject({
    method: 'POST',
    url: '/api/travels/road-trips',
    headers: ana,
    payload: { ...aTrip, clientId: client?.id },
  });
  const tripId: string = trip.json().roadTrip.id;
  const form = await formDataBody([
    ['roadTripId', tripId],
    ['date', '2025-03-04'],
    ['category', 'fuel'],
    ['currency', 'EUR'],
    ['amount', '45,30'],
    ['file', { name: 'fuel.pdf', type: 'application/pdf', content: pdf() }],
  ]);
  const receipt = await t.app.inject({
    method: 'POST',
    url: '/api/travels/road-trips/receipts',
    headers: { ...ana, ...form.headers },
    payload: form.payload,
  });
  return { tripId, receiptId: receipt.json().roadTrip.receipts[0].id, clientId: client?.id ?? '' };
}

function colleagueProbe(
  route: string,
  at: RecordAccessProbe['at'],
  which: 'tripId' | 'receiptId',
  build: (id: string, clientId: string) => { url: string; payload?: object },
): RecordAccessProbe {
  return {
    route,
    at,
    because: NOT_THEIRS,
    async arrange(t) {
      const ids = await anasRoadTrip(t);
      const joao = await t.authAs(COLLEAGUE);
      return {
        existingId: ids[which],
        request: (id) => ({ ...build(id, ids.clientId), headers: joao }),
      };
    },
  };
}

/** An approved kilometre month of `email`'s (January 2025), so its trips may be saved. */
async function approvedMonthOf(t: TestApp, email: string): Promise<string> {
  const employeeId = await t.personId(email);
  await insertApprovedKilometreMonth(t.database.db, {
    employeeId,
    month: '2025-01',
    value: '10.00',
    pricePerKm: null,
  });
  return employeeId;
}

const monthlyTripOf = (id: string) => ({
  id,
  date: '2025-01-10',
  origin: 'Lisboa',
  destination: 'Porto',
  purpose: 'Client visit',
  clientId: randomUUID(),
  kilometres: '10',
});

/** Road trips, monthly trips and their limits, kilometre months: ids in queries and bodies. */
export const TRAVELS_RECORD_ACCESS: RecordAccessCase[] = [
  ...(['POST', 'PUT'] as const).flatMap((method): RecordAccessCase[] => [
    {
      route: `${method} /api/travels/road-trips`,
      at: 'body.clientId',
      open: 'every record',
      because: 'the road trip form offers every client to pick; an unknown one is a field error',
    },
    {
      route: `${method} /api/travels/road-trips`,
      at: 'body.projectId',
      status: 400,
      because: 'a project the employee was never on is refused as an unknown one, naming the field',
      async arrange(t) {
        const project = await projectNotAnas(t);
        const { tripId } = await anasRoadTrip(t);
        const ana = await t.authAs(OWNER);
        return {
          existingId: project.id,
          request: (id) => ({
            url: '/api/travels/road-trips',
            headers: ana,
            payload: {
              ...aTrip,
              ...(method === 'PUT' && { id: tripId }),
              clientId: project.clientId,
              projectId: id,
            },
          }),
        };
      },
    },
  ]),
  ...(['id', 'clientId', 'projectId'] as const).map(
    (field): RecordAccessCase => ({
      route: 'PUT /api/travels/road-trips/link',
      at: `body.${field}`,
      open: 'every record',
      because:
        'finance links any employee’s trip to any client or project (the route is finance’s)',
    }),
  ),
  colleagueProbe('PUT /api/travels/road-trips', 'body.id', 'tripId', (id, clientId) => ({
    url: '/api/travels/road-trips',
    payload: { ...aTrip, id, clientId },
  })),
  colleagueProbe('DELETE /api/travels/road-trips', 'query.id', 'tripId', (id) => ({
    url: `/api/travels/road-trips?id=${id}`,
  })),
  colleagueProbe('POST /api/travels/road-trips/send', 'body.ids[]', 'tripId', (id) => ({
    url: '/api/travels/road-trips/send',
    payload: { ids: [id] },
  })),
  colleagueProbe('DELETE /api/travels/road-trips/receipts', 'query.id', 'receiptId', (id) => ({
    url: `/api/travels/road-trips/receipts?id=${id}`,
  })),
  colleagueProbe('GET /api/travels/road-trips/receipts/file', 'query.id', 'receiptId', (id) => ({
    url: `/api/travels/road-trips/receipts/file?id=${id}`,
  })),
  {
    route: 'POST /api/travels/road-trips/receipts',
    at: 'formData.roadTripId',
    because: NOT_THEIRS,
    async arrange(t) {
      const { tripId } = await anasRoadTrip(t);
      const joao = await t.authAs(COLLEAGUE);
      return {
        existingId: tripId,
        request: async (id) => {
          const form = await formDataBody([
            ['roadTripId', id],
            ['date', '2025-03-04'],
            ['category', 'fuel'],
            ['currency', 'EUR'],
            ['amount', '45,30'],
            ['file', { name: 'fuel.pdf', type: 'application/pdf', content: pdf() }],
          ]);
          return {
            url: '/api/travels/road-trips/receipts',
            headers: { ...joao, ...form.headers },
            payload: form.payload,
          };
        },
      };
    },
  },
  {
    route: 'PUT /api/travels/monthly-trips',
    at: 'body.trips[].id',
    because: "a trip of another employee's month is no trip of the caller's",
    async arrange(t) {
      const anaId = await approvedMonthOf(t, OWNER);
      await approvedMonthOf(t, COLLEAGUE);
      const client = await insertClient(t.database.db, {
        name: `Record access ${randomUUID()}`,
        contactName: null,
        email: null,
        phone: null,
        address: null,
        taxNumber: null,
        limitDays: 0,
      });
      const [trip] = await insertMonthlyTrips(t.database.db, [
        {
          employeeId: anaId,
          month: '2025-01-01',
          date: '2025-01-08',
          origin: 'Lisboa',
          destination: 'Porto',
          purpose: 'Client visit',
          clientId: client.id,
          kilometres: '12',
        },
      ]);
      const joao = await t.authAs(COLLEAGUE);
      return {
        existingId: trip?.id ?? '',
        request: (id) => ({
          url: '/api/travels/monthly-trips',
          headers: joao,
          payload: { month: '2025-01', trips: [monthlyTripOf(id)] },
        }),
      };
    },
  },
  {
    route: 'PUT /api/travels/monthly-trips',
    at: 'body.trips[].clientId',
    open: 'every record',
    because: 'the trips form offers every client to pick; an unknown one is a field error',
  },
  {
    route: 'PUT /api/travels/monthly-trips',
    at: 'body.trips[].projectId',
    open: 'every record',
    because: 'the trips form offers every project to pick; an unknown one is a field error',
  },
  {
    route: 'PUT /api/travels/approval',
    at: 'body.ids[]',
    open: 'every record',
    because: FINANCE_SEES_ALL,
  },
  {
    route: 'PUT /api/travels/road-trips/approval',
    at: 'body.ids[]',
    open: 'every record',
    because: FINANCE_SEES_ALL,
  },
  {
    route: 'PUT /api/travels/monthly-trips-justification/approval',
    at: 'body.ids[]',
    open: 'every record',
    because: FINANCE_SEES_ALL,
  },
  {
    route: 'POST /api/travels/trip-limits',
    at: 'body.scopeId',
    open: 'every record',
    because: 'finance sets limits for any client or employee, every one listed to pick',
  },
  {
    route: 'PUT /api/travels/trip-limits',
    at: 'body.scopeId',
    open: 'every record',
    because: 'finance sets limits for any client or employee, every one listed to pick',
  },
  {
    route: 'PUT /api/travels/trip-limits',
    at: 'body.id',
    open: 'every record',
    because: 'only finance keeps trip limits, and it reads every one',
  },
  {
    route: 'DELETE /api/travels/trip-limits',
    at: 'body.id',
    open: 'every record',
    because: 'only finance keeps trip limits, and it reads every one',
  },
];
