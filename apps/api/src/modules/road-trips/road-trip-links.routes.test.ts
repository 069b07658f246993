import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  manageRoadTripsPageSchema,
  ROAD_TRIP_MESSAGES,
  type RoadTrip,
  type RoadTripChoices,
  roadTripChoicesSchema,
  roadTripResultSchema,
} from '@quadro/contract/road-trips';
import { eq } from 'drizzle-orm';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { users } from '../people/people.public.ts';
import { insertTrips } from './road-trips.repository.ts';

const YEAR = 2030;

describe('road trips name their client and project by id', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let ana: AuthHeaders;
  let finance: AuthHeaders;
  let mine: RoadTripChoices;
  let every: RoadTripChoices;
  /** One of Ana's projects, another client's project, and a project Ana was never on. */
  let own: RoadTripChoices['projects'][number];
  let otherClient: RoadTripChoices['clients'][number];
  let notHers: RoadTripChoices['projects'][number];

  const tripOf = (response: InjectResponse, status = 200): RoadTrip => {
    assert.equal(response.statusCode, status, response.body);
    return roadTripResultSchema.parse(response.json()).roadTrip;
  };
  const trip = (link: object) => ({
    startDate: `${YEAR}-05-04`,
    endDate: `${YEAR}-05-04`,
    destination: 'Faro',
    purpose: 'Go-live',
    transport: 'train',
    ...link,
  });
  const create = (link: object) => call('POST', '/api/travels/road-trips', ana, trip(link));

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(`${YEAR}-05-10T10:00:00Z`) });
    ana = await t.authAs('employee@example.com');
    finance = await t.authAs('financial@example.com');
    mine = roadTripChoicesSchema.parse(
      (await call('GET', '/api/travels/road-trips/choices', ana)).json(),
    );
    every = roadTripChoicesSchema.parse(
      (await call('GET', '/api/travels/road-trips/manage/choices', finance)).json(),
    );
    own = mine.projects[0] as typeof own;
    otherClient = every.clients.find((client) => client.id !== own.clientId) as typeof otherClient;
    notHers = every.projects.find(
      (project) => !mine.projects.some((hers) => hers.id === project.id),
    ) as typeof notHers;
    assert.ok(own && otherClient && notHers, 'the demo has projects Ana is on and one she is not');
  });
  after(() => t.close());

  it("lists every client and the employee's own projects, names only; finance every project", async () => {
    assert.deepEqual(mine.clients, every.clients);
    assert.deepEqual(Object.keys(mine.clients[0] ?? {}), ['id', 'name']);
    assert.deepEqual(Object.keys(own), ['id', 'name', 'code', 'clientId']);
    assert.ok(mine.projects.length < every.projects.length);
    assert.equal(
      (await call('GET', '/api/travels/road-trips/manage/choices', ana)).statusCode,
      403,
    );
  });

  it('saves a trip with its client and project, and shows their names', async () => {
    const created = tripOf(await create({ clientId: own.clientId, projectId: own.id }), 201);
    assert.deepEqual(
      [created.client?.id, created.project, created.unlinkedClientOrProject],
      [own.clientId, { id: own.id, name: own.name }, null],
    );
    const clientOnly = tripOf(
      await call('PUT', '/api/travels/road-trips', ana, {
        ...trip({ clientId: otherClient.id, projectId: '' }),
        id: created.id,
      }),
    );
    assert.deepEqual([clientOnly.client, clientOnly.project], [otherClient, null]);
  });

  it("refuses someone else's project as it refuses an unknown one, naming the field", async () => {
    const unknownProject = await create({ clientId: notHers.clientId, projectId: randomUUID() });
    const othersProject = await create({ clientId: notHers.clientId, projectId: notHers.id });
    assert.equal(othersProject.statusCode, 400, othersProject.body);
    assert.deepEqual(othersProject.json(), unknownProject.json());
    assert.deepEqual(fieldsOf(othersProject), ['projectId']);
    assert.equal(othersProject.json().fields[0].message, ROAD_TRIP_MESSAGES.projectNotFound);

    const unknownClient = await create({ clientId: randomUUID() });
    assert.equal(unknownClient.statusCode, 400);
    assert.deepEqual(fieldsOf(unknownClient), ['clientId']);
    assert.equal(unknownClient.json().fields[0].message, ROAD_TRIP_MESSAGES.clientNotFound);

    const noClient = await create({ projectId: own.id });
    assert.equal(noClient.statusCode, 400);
    assert.deepEqual(fieldsOf(noClient), ['clientId']);

    const wrongClient = await create({ clientId: otherClient.id, projectId: own.id });
    assert.equal(wrongClient.statusCode, 400);
    assert.deepEqual(fieldsOf(wrongClient), ['projectId']);
    assert.equal(wrongClient.json().fields[0].message, ROAD_TRIP_MESSAGES.projectOfAnotherClient);

    const saved = tripOf(await create({ clientId: own.clientId }), 201);
    const update = await call('PUT', '/api/travels/road-trips', ana, {
      ...trip({ clientId: notHers.clientId, projectId: notHers.id }),
      id: saved.id,
    });
    assert.deepEqual(update.json(), unknownProject.json());
  });

  it('lists finance the trips linked to no client, and finance links them; the text goes', async () => {
    const [employee] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'employee@example.com'));
    const [legacy] = await insertTrips(t.database.db, [
      {
        employeeId: employee?.id ?? '',
        startDate: `${YEAR}-04-02`,
        endDate: `${YEAR}-04-02`,
        destination: 'Évora',
        purpose: 'Audit',
        clientOrProject: 'Acme Ltda (typo)',
        transport: 'bus',
        status: 'Approved',
      },
    ]);
    const unlinked = manageRoadTripsPageSchema.parse(
      (
        await call('GET', `/api/travels/road-trips/manage?year=${YEAR}&link=unlinked`, finance)
      ).json(),
    );
    assert.deepEqual(
      unlinked.items.map((item) => [item.id, item.client, item.unlinkedClientOrProject]),
      [[legacy?.id, null, 'Acme Ltda (typo)']],
    );
    assert.equal(unlinked.unlinkedTotal, 1);

    const link = { id: legacy?.id, clientId: notHers.clientId, projectId: notHers.id };
    assert.equal((await call('PUT', '/api/travels/road-trips/link', ana, link)).statusCode, 403);
    const wrong = await call('PUT', '/api/travels/road-trips/link', finance, {
      ...link,
      clientId: otherClient.id === notHers.clientId ? own.clientId : otherClient.id,
    });
    assert.deepEqual(fieldsOf(wrong), ['projectId']);
    const missing = await call('PUT', '/api/travels/road-trips/link', finance, {
      ...link,
      id: randomUUID(),
    });
    assert.equal(missing.statusCode, 404);

    const linked = tripOf(await call('PUT', '/api/travels/road-trips/link', finance, link));
    assert.deepEqual(
      [linked.client?.id, linked.project?.id, linked.unlinkedClientOrProject],
      [notHers.clientId, notHers.id, null],
    );
    const after = manageRoadTripsPageSchema.parse(
      (
        await call('GET', `/api/travels/road-trips/manage?year=${YEAR}&link=unlinked`, finance)
      ).json(),
    );
    assert.deepEqual([after.items, after.unlinkedTotal], [[], 0]);
  });
});
