import { SCALE_ROAD_TRIP_MONTH } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const ENDPOINT = 'GET /api/travels/road-trips/manage';

/** Finance's road trips of the scale month (first page, waiting first, receipts, approved euros). */
export const roadTripsBench: BenchDomain = {
  name: 'road-trips',
  bare: new URL('./road-trips.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured(ENDPOINT)) return;
    const { ours, bare } = bench;
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    const [year, month] = SCALE_ROAD_TRIP_MONTH.split('-').map(Number) as [number, number];
    const query = `year=${year}&month=${month}&page=1&pageSize=20`;
    await bench.compare(
      ENDPOINT,
      {
        ours: `${ours.baseUrl}/api/travels/road-trips/manage?${query}`,
        bare: `${bare.baseUrl}/bare/travels/road-trips/manage?${query}`,
      },
      financeAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      ENDPOINT,
      `${ENDPOINT} (finance's road trips of a month with their receipts, first page)`,
    ),
  ],
};
