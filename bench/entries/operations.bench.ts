import { openDatabase } from '@quadro/api/database';
import { sql } from 'drizzle-orm';
import { type BenchDomain, type EngineSetup, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const FAILED_MAILS = 'GET /api/operations/failed-mails';
const JOBS = 'GET /api/operations/jobs';

/**
 * A mail server down during a company-wide reminder: one failed mail per person, with ids (shaped
 * as the version 4 ids the outbox makes) and times made from the person's, so both copies of a
 * PGlite directory hold the same rows.
 */
async function insertFailedMails(
  database: { pgliteDir: string } | { url: string; poolSize: number },
): Promise<void> {
  const { db, close } = await openDatabase(database);
  try {
    await db.execute(sql`
      insert into mail_outbox (id, "to", subject, text, attempts, last_error, failed_at, created_at)
      select overlay(overlay(md5(id::text || 'failed-mail') placing '4' from 13) placing '8' from 17)::uuid,
        email, 'Quadro: your work map is due',
        'Open the portal to fill it in.', 8, 'connect ECONNREFUSED 10.0.0.25:587',
        timestamptz '2026-11-01T09:00:00Z' + (row_number() over (order by id)) * interval '1 second',
        timestamptz '2026-11-01T08:00:00Z'
      from users`);
  } finally {
    await close();
  }
}

async function prepareOperations(setup: EngineSetup): Promise<void> {
  if (setup.oursEnv.DATABASE_URL) {
    await insertFailedMails({ url: setup.oursEnv.DATABASE_URL, poolSize: 1 });
    return;
  }
  await insertFailedMails({ pgliteDir: `${setup.oursEnv.QUADRO_DATA_DIR ?? ''}/pgdata` });
  await insertFailedMails({ pgliteDir: setup.bareEnv.PGLITE_DIR ?? '' });
}

/**
 * The administrator's Settings › Delivery and Jobs: the first page of failed mails (with the
 * outbox's counts) over a failed mail per person, and every job's last run. Jobs keep running on
 * ours while the bench runs (its job_runs change, the bare copy's do not), so the jobs' answers are
 * checked for the same jobs rather than the same JSON.
 */
export const operationsBench: BenchDomain = {
  name: 'operations',
  bare: new URL('./operations.bare.ts', import.meta.url),
  async beforeStart(setup) {
    if (setup.settings.endpoints && !setup.settings.endpoints.has(FAILED_MAILS)) return;
    await prepareOperations(setup);
  },
  async entries(bench) {
    const headers = { authorization: `Bearer ${await bench.signIn(LOGINS.admin)}` };
    await bench.compare(
      FAILED_MAILS,
      {
        ours: `${bench.ours.baseUrl}/api/operations/failed-mails?page=1&pageSize=20`,
        bare: `${bench.bare.baseUrl}/bare/operations/failed-mails?page=1&pageSize=20`,
      },
      headers,
    );
    if (!bench.measured(JOBS)) return;
    const oursUrl = `${bench.ours.baseUrl}/api/operations/jobs`;
    const bareUrl = `${bench.bare.baseUrl}/bare/operations/jobs`;
    const oursProbe = await bench.withOutput(bench.ours, bench.probeOk(oursUrl, { headers }));
    const bareProbe = await bench.withOutput(bench.bare, bench.probeOk(bareUrl, { headers }));
    const names = (answer: unknown) =>
      JSON.stringify((answer as { name: string }[]).map((job) => job.name));
    if (names(oursProbe.json) !== names(bareProbe.json)) {
      throw new Error(
        `ours and bare list other jobs: ${names(oursProbe.json)} vs ${names(bareProbe.json)}`,
      );
    }
    for (let round = 1; round <= bench.settings.rounds; round += 1) {
      await bench.record(JOBS, bench.ours, round, oursProbe, {
        url: oursUrl,
        headers,
        timeoutSeconds: 10,
      });
      await bench.record(JOBS, bench.bare, round, bareProbe, {
        url: bareUrl,
        headers,
        timeoutSeconds: 10,
      });
    }
  },
  goals: (view) => [
    halfTheBareThroughput(view, FAILED_MAILS, 'GET /api/operations/failed-mails (first page)'),
    halfTheBareThroughput(view, JOBS, 'GET /api/operations/jobs'),
  ],
};
