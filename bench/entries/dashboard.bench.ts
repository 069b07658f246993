import { openDatabase } from '@quadro/api/database';
import { PROFILES } from '@quadro/contract/profiles';
import { sql } from 'drizzle-orm';
import { type BenchDomain, type EngineSetup, halfTheBareThroughput } from '../lib/bench-domain.ts';
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
 * pending count, who is away among everybody (hr), the next holidays and the newest posts, against
 * a bare route running the same ~35 statements and sending the same bytes (dashboard.bare.ts).
 */
export const dashboardBench: BenchDomain = {
  name: 'dashboard',
  bare: new URL('./dashboard.bare.ts', import.meta.url),
  // Read before the server starts: PGlite holds its directory alone.
  async beforeStart(setup) {
    if (setup.settings.endpoints && !setup.settings.endpoints.has(DASHBOARD)) return;
    await giveEveryProfile(setup);
  },
  async entries(bench) {
    if (!bench.measured(DASHBOARD)) return;
    const headers = { authorization: `Bearer ${await bench.signIn(EVERY_PROFILE)}` };
    await bench.compare(
      DASHBOARD,
      { ours: `${bench.ours.baseUrl}/api/dashboard`, bare: `${bench.bare.baseUrl}/bare/dashboard` },
      headers,
      { sameBytes: true },
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      DASHBOARD,
      `${DASHBOARD} (a person holding every profile: every widget and pending count, everybody away)`,
    ),
  ],
};
