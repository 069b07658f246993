import { openDatabase } from '@quadro/api/database';
import { sql } from 'drizzle-orm';
import { type BenchDomain, type EngineSetup, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const FIRST_PAGE = 'GET /api/audit-trail';
const FILTERED_PAGE = 'GET /api/audit-trail (action and days)';
const FILTER = 'action=vacation.update&from=2090-03-01&to=2090-03-31';

/**
 * A million audit entries (ten thousand in the smoke), made in SQL with ids and times drawn from
 * their number, so both copies of a PGlite directory hold the same rows. They lie in 2090: the
 * sign-ins the bench itself makes (audited on ours only) never come before them on a page.
 */
async function insertAuditRows(
  database: { pgliteDir: string } | { url: string; poolSize: number },
  rows: number,
): Promise<void> {
  const { db, close } = await openDatabase(database);
  try {
    await db.execute(sql`
      with people as (select array_agg(id order by id) as ids from users)
      insert into audit_log (id, actor_id, action, entity_type, entity_id, before, after, created_at)
      select overlay(overlay(md5(n::text || 'audit') placing '4' from 13) placing '8' from 17)::uuid,
        people.ids[1 + n % array_length(people.ids, 1)],
        (array['vacation.update', 'work-map.approve', 'sign-in.succeeded', 'person.update'])[1 + n % 4],
        (array['vacations', 'work_maps', 'users', 'users'])[1 + n % 4],
        md5(n::text),
        jsonb_build_object('days', n % 20, 'note', 'before'),
        jsonb_build_object('days', n % 20 + 1, 'note', 'after'),
        timestamptz '2090-01-01T00:00:00Z' + n * interval '7 seconds'
      from generate_series(1, ${rows}) as n, people`);
    // The seed analysed the tables before these rows: PGlite has no autovacuum to do it again, and
    // without fresh statistics its planner read a month of one action over the whole trail.
    await db.execute(sql`analyze audit_log`);
  } finally {
    await close();
  }
}

async function prepareAuditTrail(setup: EngineSetup): Promise<void> {
  const rows = setup.settings.smoke ? 10_000 : 1_000_000;
  if (setup.oursEnv.DATABASE_URL) {
    await insertAuditRows({ url: setup.oursEnv.DATABASE_URL, poolSize: 1 }, rows);
    return;
  }
  await insertAuditRows({ pgliteDir: `${setup.oursEnv.QUADRO_DATA_DIR ?? ''}/pgdata` }, rows);
  await insertAuditRows({ pgliteDir: setup.bareEnv.PGLITE_DIR ?? '' }, rows);
}

/**
 * The administrator's Settings › Audit Trail over a million entries: the first page, and a page
 * filtered by action and a month of company days (each on its index, audit.schema.ts).
 */
export const auditTrailBench: BenchDomain = {
  name: 'audit-trail',
  bare: new URL('./audit-trail.bare.ts', import.meta.url),
  async beforeStart(setup) {
    const { endpoints } = setup.settings;
    if (endpoints && !endpoints.has(FIRST_PAGE) && !endpoints.has(FILTERED_PAGE)) return;
    await prepareAuditTrail(setup);
  },
  async entries(bench) {
    const headers = { authorization: `Bearer ${await bench.signIn(LOGINS.admin)}` };
    await bench.compare(
      FIRST_PAGE,
      {
        ours: `${bench.ours.baseUrl}/api/audit-trail`,
        bare: `${bench.bare.baseUrl}/bare/audit-trail`,
      },
      headers,
    );
    await bench.compare(
      FILTERED_PAGE,
      {
        ours: `${bench.ours.baseUrl}/api/audit-trail?${FILTER}`,
        bare: `${bench.bare.baseUrl}/bare/audit-trail?${FILTER}`,
      },
      headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, FIRST_PAGE, 'GET /api/audit-trail (first page)'),
    halfTheBareThroughput(view, FILTERED_PAGE, 'GET /api/audit-trail (action and days)'),
  ],
};
