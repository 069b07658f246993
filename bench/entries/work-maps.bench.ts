import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { SCALE_WORK_MAP_MONTH } from '../lib/seed.ts';

/**
 * An employee opens a month's work map; HR's and admin's shell asks for the attention counts (the
 * menu badge) on every load; HR opens the month's table, first page.
 */
export const workMapsBench: BenchDomain = {
  name: 'work-maps',
  bare: new URL('./work-maps.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare } = bench;
    const auth = bench.employee.headers;
    if (bench.measured('GET /api/work-maps/:id')) {
      const mine = await bench.withOutput(
        ours,
        bench.probeOk(`${ours.baseUrl}/api/work-maps/mine`, { headers: auth }),
      );
      const map = (mine.json as Array<{ id: string; month: string }>).find(
        (entry) => entry.month === SCALE_WORK_MAP_MONTH,
      );
      if (!map)
        throw new Error(`the scale seed gave the bench employee no map of ${SCALE_WORK_MAP_MONTH}`);
      await bench.compare(
        'GET /api/work-maps/:id',
        {
          ours: `${ours.baseUrl}/api/work-maps/${map.id}`,
          bare: `${bare.baseUrl}/bare/work-maps/${map.id}`,
        },
        auth,
      );
    }
    await bench.compare(
      'GET /api/work-maps/attention',
      {
        ours: `${ours.baseUrl}/api/work-maps/attention`,
        bare: `${bare.baseUrl}/bare/work-maps/attention`,
      },
      bench.hr.headers,
    );
    await bench.compare(
      'GET /api/work-maps',
      {
        ours: `${ours.baseUrl}/api/work-maps?month=${SCALE_WORK_MAP_MONTH}&page=1&pageSize=20`,
        bare: `${bare.baseUrl}/bare/work-maps?month=${SCALE_WORK_MAP_MONTH}&page=1&pageSize=20`,
      },
      bench.hr.headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, 'GET /api/work-maps/:id', "GET /api/work-maps/:id (a month's map)"),
    halfTheBareThroughput(
      view,
      'GET /api/work-maps/attention',
      'GET /api/work-maps/attention (the menu badge)',
    ),
    halfTheBareThroughput(
      view,
      'GET /api/work-maps',
      "GET /api/work-maps (HR's table of a month, first page)",
    ),
  ],
};
