import { SCALE_KILOMETRE_MAP_MONTH } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

const ENDPOINT = 'GET /api/travels';

/** The employee's travel state of the scale year: map, trips, road trips, totals and limits. */
export const travelStateBench: BenchDomain = {
  name: 'travel-state',
  bare: new URL('./travel-state.bare.ts', import.meta.url),
  async entries(bench) {
    if (!bench.measured(ENDPOINT)) return;
    const { ours, bare } = bench;
    const employeeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.employee)}` };
    const query = `year=${SCALE_KILOMETRE_MAP_MONTH.slice(0, 4)}`;
    await bench.compare(
      ENDPOINT,
      {
        ours: `${ours.baseUrl}/api/travels?${query}`,
        bare: `${bare.baseUrl}/bare/travels?${query}`,
      },
      employeeAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      ENDPOINT,
      `${ENDPOINT} (an employee's travel state of a year: map, trips, road trips, totals)`,
    ),
  ],
};
