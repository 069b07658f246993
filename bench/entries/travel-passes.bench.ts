import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';
import { SCALE_TRAVEL_PASS_MONTH } from '../lib/seed.ts';

/**
 * An employee's own passes (first page, with this month's block), finance's month (first page,
 * waiting first, with the approved total) and the year's totals per employee and month.
 */
export const travelPassesBench: BenchDomain = {
  name: 'travel-passes',
  bare: new URL('./travel-passes.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare } = bench;
    await bench.compare(
      'GET /api/travel-pass',
      {
        ours: `${ours.baseUrl}/api/travel-pass?page=1&pageSize=10`,
        bare: `${bare.baseUrl}/bare/travel-pass?page=1&pageSize=10`,
      },
      bench.employee.headers,
    );
    if (
      !bench.measured('GET /api/travel-pass/manage') &&
      !bench.measured('GET /api/travel-pass/totals')
    ) {
      return;
    }
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    const query = `month=${SCALE_TRAVEL_PASS_MONTH}&page=1&pageSize=20`;
    await bench.compare(
      'GET /api/travel-pass/manage',
      {
        ours: `${ours.baseUrl}/api/travel-pass/manage?${query}`,
        bare: `${bare.baseUrl}/bare/travel-pass/manage?${query}`,
      },
      financeAuth,
    );
    const year = `year=${SCALE_TRAVEL_PASS_MONTH.slice(0, 4)}&page=1&pageSize=20`;
    await bench.compare(
      'GET /api/travel-pass/totals',
      {
        ours: `${ours.baseUrl}/api/travel-pass/totals?${year}`,
        bare: `${bare.baseUrl}/bare/travel-pass/totals?${year}`,
      },
      financeAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      'GET /api/travel-pass',
      "GET /api/travel-pass (an employee's passes, first page)",
    ),
    halfTheBareThroughput(
      view,
      'GET /api/travel-pass/manage',
      "GET /api/travel-pass/manage (finance's month, first page)",
    ),
    halfTheBareThroughput(
      view,
      'GET /api/travel-pass/totals',
      'GET /api/travel-pass/totals (a year per employee and month, first page)',
    ),
  ],
};
