import { openDatabase } from '@quadro/api/database';
import { PROFILES } from '@quadro/contract/profiles';
import { sql } from 'drizzle-orm';
import type { BenchDomain, EngineSetup } from '../lib/bench-domain.ts';
import { DEMO_PASSWORD } from '../lib/seed.ts';

const DASHBOARD = 'GET /api/dashboard';
/** A demo employee (and hr) given every profile before the servers start: every piece loads. */
const EVERY_PROFILE = { username: 'rita.correia@example.com', password: DEMO_PASSWORD };

async function giveEveryProfile(setup: EngineSetup): Promise<void> {
  const env = setup.oursEnv;
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: 1 }
      : { pgliteDir: `${env.QUADRO_DATA_DIR ?? ''}/pgdata` },
  );
  try {
    await database.db.execute(
      sql`update users set profiles = ${`{${PROFILES.join(',')}}`}::text[] where email = ${EVERY_PROFILE.username}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * /app's one call for a person holding every profile, at the bench's scale: every widget, every
 * pending count, who is away among everybody (hr), the next holidays and the newest posts. Ours
 * alone for now: its bare route (the same ~30 statements and the same answer by hand) is not
 * written yet, so it has no ratio goal.
 */
export const dashboardBench: BenchDomain = {
  name: 'dashboard',
  // Read before the server starts: PGlite holds its directory alone.
  async beforeStart(setup) {
    if (setup.settings.endpoints && !setup.settings.endpoints.has(DASHBOARD)) return;
    await giveEveryProfile(setup);
  },
  async entries(bench) {
    if (!bench.measured(DASHBOARD)) return;
    const headers = { authorization: `Bearer ${await bench.signIn(EVERY_PROFILE)}` };
    const url = `${bench.ours.baseUrl}/api/dashboard`;
    const answer = await bench.probeOk(url, { headers });
    for (let round = 1; round <= bench.settings.rounds; round++) {
      await bench.record(DASHBOARD, bench.ours, round, answer, {
        url,
        headers,
        timeoutSeconds: 10,
      });
    }
  },
};
