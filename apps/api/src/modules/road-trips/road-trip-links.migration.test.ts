import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertClient } from '../clients/clients.public.ts';
import { insertPeople } from '../people/people.public.ts';
import { insertProject } from '../projects/projects.public.ts';
import { insertTrips } from './road-trips.repository.ts';
import { roadTrips } from './road-trips.schema.ts';

const MIGRATION = new URL('../../../drizzle/0027_road_trip_links.sql', import.meta.url);

/** The migration's backfill statements, as drizzle runs them (split at its breakpoints). */
async function backfillStatements(): Promise<string[]> {
  const text = await readFile(MIGRATION, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('-- Backfill:'));
}

describe('migration 0027 links the road trips whose text names a client or project exactly', () => {
  let t: TestApp;
  /** This run's own names: the demo's trips and clients stay apart. */
  const tag = `${Date.now()}`;
  const ids = {} as Record<string, string>;

  before(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [person] = await insertPeople(db, [
      {
        name: `Backfill ${tag}`,
        email: `backfill.${tag}@example.com`,
        passwordHash: 'no password',
        profiles: ['employee'],
        enabled: true,
      },
    ]);
    const client = await insertClient(db, fieldsOf(`Acme ${tag}`));
    const project = {
      clientId: client.id,
      description: null,
      startDate: '2030-01-01',
      endDate: null,
      status: 'active',
    };
    ids.client = client.id;
    ids.project = (await insertProject(db, {
      ...project,
      name: `Harbour ${tag}`,
      code: `HB-${tag}`,
    })) as string;
    // Two projects of one name: the name alone tells neither.
    for (const code of [`DUP-A-${tag}`, `DUP-B-${tag}`]) {
      await insertProject(db, { ...project, name: `Same ${tag}`, code });
    }
    const texts = {
      byCode: `HB-${tag}`,
      byName: `Harbour ${tag}`,
      byClient: `Acme ${tag}`,
      typo: `Acme  ${tag}`,
      otherCase: `acme ${tag}`,
      twoProjects: `Same ${tag}`,
    };
    const rows = await insertTrips(
      db,
      Object.values(texts).map((clientOrProject) => ({
        employeeId: person?.id ?? '',
        startDate: '2030-02-01',
        endDate: '2030-02-01',
        destination: 'Porto',
        purpose: 'Visit',
        clientOrProject,
        transport: 'train',
        status: 'Approved',
      })),
    );
    for (const [index, key] of Object.keys(texts).entries()) ids[key] = rows[index]?.id ?? '';
  });
  after(() => t.close());

  it('links exact codes and names to their project and client, exact client names to the client, and keeps the rest', async () => {
    const db = t.database.db;
    for (const statement of await backfillStatements()) await db.execute(sql.raw(statement));
    const rows = await db
      .select({
        id: roadTrips.id,
        clientId: roadTrips.clientId,
        projectId: roadTrips.projectId,
        text: roadTrips.clientOrProject,
      })
      .from(roadTrips)
      .where(
        inArray(
          roadTrips.id,
          ['byCode', 'byName', 'byClient', 'typo', 'otherCase', 'twoProjects'].map(
            (key) => ids[key] as string,
          ),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, [row.clientId, row.projectId, row.text]]));
    const trip = (key: string) => byId.get(ids[key] as string);
    assert.deepEqual(trip('byCode'), [ids.client, ids.project, null]);
    assert.deepEqual(trip('byName'), [ids.client, ids.project, null]);
    assert.deepEqual(trip('byClient'), [ids.client, null, null]);
    assert.deepEqual(trip('typo'), [null, null, `Acme  ${tag}`]);
    assert.deepEqual(trip('otherCase'), [null, null, `acme ${tag}`]);
    assert.deepEqual(trip('twoProjects'), [null, null, `Same ${tag}`]);
  });
});

function fieldsOf(name: string) {
  return {
    name,
    contactName: null,
    email: null,
    phone: null,
    address: null,
    taxNumber: null,
    limitDays: 0,
  };
}
