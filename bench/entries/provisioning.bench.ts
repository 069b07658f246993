import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { openDatabase } from '@quadro/api/database';
import { sql } from 'drizzle-orm';
import { type BenchDomain, type EngineSetup, halfTheBareThroughput } from '../lib/bench-domain.ts';

const ENDPOINT = 'GET /scim/v2/Users?count=100';

async function insertTokenAndGroup(
  database: { pgliteDir: string } | { url: string; poolSize: number },
  rows: { digest: string; groupId: string },
): Promise<void> {
  const { db, close } = await openDatabase(database);
  try {
    await db.execute(
      sql`insert into scim_tokens (name, token_hash) values ('Bench provider', ${rows.digest})`,
    );
    await db.execute(
      sql`insert into scim_groups (id, display_name) values (${rows.groupId}, 'Bench group')`,
    );
    await db.execute(
      sql`insert into scim_group_members (group_id, user_id)
        select ${rows.groupId}, id from users order by created_at, id limit 1000`,
    );
  } finally {
    await close();
  }
}

/**
 * Before the servers start (PGlite holds its directory alone; the bare route reads its own copy):
 * a SCIM token and a group holding a thousand people, so Users carry their groups. The secret.
 */
async function prepareProvisioning(setup: EngineSetup): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  // The same rows in both copies of a PGlite directory: the bare route must answer the same ids.
  const rows = {
    digest: createHash('sha256').update(secret).digest('base64url'),
    groupId: randomUUID(),
  };
  if (setup.oursEnv.DATABASE_URL) {
    await insertTokenAndGroup({ url: setup.oursEnv.DATABASE_URL, poolSize: 1 }, rows);
    return secret;
  }
  await insertTokenAndGroup({ pgliteDir: `${setup.oursEnv.QUADRO_DATA_DIR ?? ''}/pgdata` }, rows);
  await insertTokenAndGroup({ pgliteDir: setup.bareEnv.PGLITE_DIR ?? '' }, rows);
  return secret;
}

/** The identity provider reading a page of Users, as it does on every provisioning cycle. */
export const provisioningBench: BenchDomain<string | undefined> = {
  name: 'provisioning',
  bare: new URL('./provisioning.bare.ts', import.meta.url),
  async beforeStart(setup) {
    if (setup.settings.endpoints && !setup.settings.endpoints.has(ENDPOINT)) return undefined;
    return prepareProvisioning(setup);
  },
  async entries(bench, secret) {
    if (!bench.measured(ENDPOINT) || !secret) return;
    const headers = { authorization: `Bearer ${secret}` };
    const config = await fetch(`${bench.ours.baseUrl}/scim/v2/ServiceProviderConfig`, { headers });
    const location = ((await config.json()) as { meta: { location: string } }).meta.location;
    const base = location.replace(/\/ServiceProviderConfig$/, '');
    await bench.compare(
      ENDPOINT,
      {
        ours: `${bench.ours.baseUrl}/scim/v2/Users?count=100`,
        bare: `${bench.bare.baseUrl}/bare/scim/Users?count=100&base=${encodeURIComponent(base)}`,
      },
      headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, ENDPOINT, "GET /scim/v2/Users (a provider's page of 100 Users)"),
  ],
};
