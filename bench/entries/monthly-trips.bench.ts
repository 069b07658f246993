import { SCALE_KILOMETRE_MAP_MONTH } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const ENTRY = 'GET /api/travels/monthly-trips-justification';

/** Finance's trip justifications of the scale month (first page, waiting first, flags computed). */
export const monthlyTripsBench: BenchDomain = {
  name: 'monthly-trips',
  bare: new URL('./monthly-trips.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured(ENTRY)) return;
    const { ours, bare } = bench;
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    const query = `month=${SCALE_KILOMETRE_MAP_MONTH}&page=1&pageSize=20`;
    await bench.compare(
      ENTRY,
      {
        ours: `${ours.baseUrl}/api/travels/monthly-trips-justification?${query}`,
        bare: `${bare.baseUrl}/bare/travels/monthly-trips-justification?${query}`,
      },
      financeAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      ENTRY,
      `${ENTRY} (finance's trip justifications of a month, first page, flags computed)`,
    ),
  ],
};
